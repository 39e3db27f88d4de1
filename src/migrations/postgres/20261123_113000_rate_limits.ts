import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the table of the rate limits (src/lib/limits/schema.ts), which Payload
 * does not manage. Shared by every instance that uses this database.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" text PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" timestamp(3) with time zone
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "rate_limits" CASCADE;`)
}
