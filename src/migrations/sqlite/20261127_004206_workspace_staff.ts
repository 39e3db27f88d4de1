import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests_notes\` ADD \`author_name\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages_notes\` ADD \`author_name\` text;`)
  await db.run(sql`ALTER TABLE \`survey_answers_notes\` ADD \`author_name\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests_notes\` ADD \`author_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests_notes\` DROP COLUMN \`author_name\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages_notes\` DROP COLUMN \`author_name\`;`)
  await db.run(sql`ALTER TABLE \`survey_answers_notes\` DROP COLUMN \`author_name\`;`)
  await db.run(sql`ALTER TABLE \`callback_requests_notes\` DROP COLUMN \`author_name\`;`)
}
