import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`survey_answers\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`privacy_requests\` ADD \`trapped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`trapped\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`survey_answers\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`privacy_requests\` DROP COLUMN \`trapped\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`trapped\`;`)
}
