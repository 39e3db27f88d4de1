import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`createdAt_status_idx\` ON \`quote_requests\` (\`created_at\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_status_1_idx\` ON \`contact_messages\` (\`created_at\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_status_2_idx\` ON \`survey_answers\` (\`created_at\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_status_3_idx\` ON \`callback_requests\` (\`created_at\`,\`status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`createdAt_status_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_status_1_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_status_2_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_status_3_idx\`;`)
}
