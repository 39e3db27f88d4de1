import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the table of GraphQL persisted queries (src/lib/graphql/schema.ts), which
 * Payload does not manage. Shared by every instance that uses this database.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`graphql_persisted_queries\` (
  	\`hash\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`created_at\` integer NOT NULL
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`graphql_persisted_queries\`;`)
}
