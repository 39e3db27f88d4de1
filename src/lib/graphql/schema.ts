import { pgTable, text as pgText, timestamp } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The persisted queries of /api/graphql (src/lib/graphql/persisted.ts): one row per
 * SHA-256 hash (64 lowercase hex digits) with the query text it stands for. Shared by
 * every instance that uses the database, so a hash registered on one is known to all.
 *
 * Payload does not manage this table: it is created by the hand-written migrations
 * `*_graphql_persisted_queries` in src/migrations/{sqlite,postgres}, which must stay in
 * step with these definitions.
 */
export const PERSISTED_QUERIES_TABLE = 'graphql_persisted_queries'

export const sqlitePersistedQueries = sqliteTable(PERSISTED_QUERIES_TABLE, {
  hash: text('hash').primaryKey(),
  query: text('query').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
})

export const postgresPersistedQueries = pgTable(PERSISTED_QUERIES_TABLE, {
  hash: pgText('hash').primaryKey(),
  query: pgText('query').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
})
