import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the table of the rate limits (src/lib/limits/schema.ts), which Payload
 * does not manage. Shared by every instance that uses this database.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`rate_limits\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`points\` integer DEFAULT 0 NOT NULL,
  	\`expire\` integer
  );
  `)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`rate_limits_expire_idx\` ON \`rate_limits\` (\`expire\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`rate_limits\`;`)
}
