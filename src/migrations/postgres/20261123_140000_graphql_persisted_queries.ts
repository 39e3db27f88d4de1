import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the table of GraphQL persisted queries (src/lib/graphql/schema.ts), which
 * Payload does not manage. Shared by every instance that uses this database.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "graphql_persisted_queries" (
  	"hash" text PRIMARY KEY NOT NULL,
  	"query" text NOT NULL,
  	"created_at" timestamp(3) with time zone NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "graphql_persisted_queries" CASCADE;`)
}
