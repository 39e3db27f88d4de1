import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: pages' React payloads shared by the instances (src/lib/http/shared-payloads.ts), so that any
 * instance answers the payload another one's page names. Not managed by Payload. (SQLite runs a single instance.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "page_payloads" (
  	"id" text PRIMARY KEY NOT NULL,
  	"body" text NOT NULL,
  	"saved_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "page_payloads_saved_at_idx" ON "page_payloads" USING btree ("saved_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "page_payloads";`)
}
