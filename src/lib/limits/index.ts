import type { Payload } from 'payload'
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { log } from '@/lib/log'
import { postgresRateLimits, sqliteRateLimits } from './schema'

/**
 * Rate limits in the site's own database (`rate_limits`, hand-written migrations), shared by every instance and
 * kept across restarts. Should the database fail, each process counts in memory rather than refuse every visitor.
 */
export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export type LimitOptions = { points: number; durationSeconds: number }

export interface Limit {
  consume(key: string, points?: number): Promise<LimitResult>
  /** A successful sign-in clears its failures. */
  reset(key: string): Promise<void>
}

/** Logs each time it is used. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    private readonly limitName: string,
    options: { points: number; duration: number; keyPrefix: string },
  ) {
    super(options)
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    log.warn({ limit: this.limitName }, 'limits: the database store failed; counting in this process only')
    return super.consume(key, points, options)
  }
}

function store(payload: Payload): {
  storeClient: unknown
  schema: typeof sqliteRateLimits | typeof postgresRateLimits
} {
  // Payload types `db` as the generic adapter; its drizzle instance is checked for just below.
  const storeClient: unknown = payload.db.drizzle
  if (!storeClient) throw new Error(`limits: the database adapter "${payload.db.name}" exposes no drizzle instance`)
  if (payload.db.name === 'postgres') return { storeClient, schema: postgresRateLimits }
  if (payload.db.name === 'sqlite') return { storeClient, schema: sqliteRateLimits }
  throw new Error(`limits: no rate-limit table for the database adapter "${payload.db.name}"`)
}

function wrap(limiter: RateLimiterAbstract): Limit {
  return {
    async consume(key, points = 1) {
      try {
        const res = await limiter.consume(key, points)
        return { ok: true, remaining: res.remainingPoints }
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        throw error
      }
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

/** As a separate process would make it: for tests and tools; most code wants `limit()`. */
export function createLimit(payload: Payload, name: string, options: LimitOptions): Limit {
  const { storeClient, schema } = store(payload)
  const common = { keyPrefix: name, points: options.points, duration: options.durationSeconds }
  return wrap(
    new RateLimiterDrizzle({
      ...common,
      storeClient,
      schema,
      // The library deletes rows expired over an hour ago every five minutes (an unref'd timer).
      clearExpiredByTimeout: true,
      insuranceLimiter: new InsuranceLimiter(name, common),
    }),
  )
}

type Entry = { options: LimitOptions; limit: Limit }
/** Tests start several Payload instances. */
const limits = new WeakMap<Payload, Map<string, Entry>>()

export function limit(payload: Payload, name: string, options: LimitOptions): Limit {
  let byName = limits.get(payload)
  if (!byName) limits.set(payload, (byName = new Map<string, Entry>()))
  let entry = byName.get(name)
  if (!entry || entry.options.points !== options.points || entry.options.durationSeconds !== options.durationSeconds) {
    entry = { options, limit: createLimit(payload, name, options) }
    byName.set(name, entry)
  }
  return entry.limit
}
