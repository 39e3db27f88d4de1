import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the bounded change log (src/publish/change-log.ts), which Payload does
 * not manage. Every instance reads what it missed from it (src/publish/cache/shared-tags.mjs).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "content_changes" (
  	"sequence" serial PRIMARY KEY NOT NULL,
  	"at" bigint NOT NULL,
  	"collection" text NOT NULL,
  	"slug" text,
  	"previous_slug" text,
  	"tags" text NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "content_changes";`)
}
