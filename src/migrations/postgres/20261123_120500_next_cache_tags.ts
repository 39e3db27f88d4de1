import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: when each cache tag was last expired (src/publish/cache/shared-tags.mjs), so
 * that an edit published through one instance expires the pages of every instance. Not
 * managed by Payload. (SQLite runs a single instance and needs no such table.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "next_cache_tags" (
  	"tag" text PRIMARY KEY NOT NULL,
  	"expired_at" bigint NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "next_cache_tags";`)
}
