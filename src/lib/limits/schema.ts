import { integer as pgInteger, pgTable, text as pgText, timestamp } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes it. Payload does not manage this table: the
 * hand-written `*_rate_limits` migrations must stay in step with these definitions.
 */
export const RATE_LIMITS_TABLE = 'rate_limits'

export const sqliteRateLimits = sqliteTable(RATE_LIMITS_TABLE, {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})

export const postgresRateLimits = pgTable(RATE_LIMITS_TABLE, {
  key: pgText('key').primaryKey(),
  points: pgInteger('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, precision: 3, mode: 'date' }),
})
