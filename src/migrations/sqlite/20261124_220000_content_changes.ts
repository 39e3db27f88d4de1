import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the bounded change log (src/publish/change-log.ts), which Payload does
 * not manage. AUTOINCREMENT: a sequence is never reused, even after the oldest rows go.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`content_changes\` (
  	\`sequence\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`at\` integer NOT NULL,
  	\`collection\` text NOT NULL,
  	\`slug\` text,
  	\`previous_slug\` text,
  	\`tags\` text NOT NULL
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`content_changes\`;`)
}
