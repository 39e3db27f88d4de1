import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { eq } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { createLimit, limit } from '@/lib/limits'
import { postgresRateLimits, sqliteRateLimits } from '@/lib/limits/schema'

// CI's PostgreSQL pass runs this file: the rate limits' table is written by SQL of its own.
/**
 * The limits store against the real database (SQLite file, or PostgreSQL with
 * TEST_DATABASE_URI): two limiter instances, as two processes would each make, share the
 * counts through the `rate_limits` table.
 */
let payload: Payload
const unique = () => `test-${randomUUID()}`

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  await payload?.destroy()
})

describe('limits in the database', () => {
  it('shares the counts between two limiter instances', async () => {
    const name = unique()
    const a = createLimit(payload, name, { points: 3, durationSeconds: 60 })
    const b = createLimit(payload, name, { points: 3, durationSeconds: 60 })
    expect(await a.consume('client')).toEqual({ ok: true, remaining: 2 })
    expect(await b.consume('client')).toEqual({ ok: true, remaining: 1 })
    expect(await a.consume('client')).toEqual({ ok: true, remaining: 0 })
    const refused = await b.consume('client')
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(55)
    // A reset by one instance is seen by the other.
    await a.reset('client')
    expect(await b.consume('client')).toEqual({ ok: true, remaining: 2 })
  })

  it('keeps the counts in the rate_limits table', async () => {
    const name = unique()
    await limit(payload, name, { points: 5, durationSeconds: 60 }).consume('k', 2)
    const table = payload.db.name === 'postgres' ? postgresRateLimits : sqliteRateLimits
    type Select = { select: () => { from: (t: unknown) => { where: (w: unknown) => Promise<{ points: number }[]> } } }
    const rows = await (payload.db as unknown as { drizzle: Select }).drizzle
      .select()
      .from(table)
      .where(eq(table.key, `${name}:k`))
    expect(rows.map((r) => Number(r.points))).toEqual([2])
  })

  it('lets the limit expire', async () => {
    const name = unique()
    const a = createLimit(payload, name, { points: 1, durationSeconds: 1 })
    const b = createLimit(payload, name, { points: 1, durationSeconds: 1 })
    expect((await a.consume('client')).ok).toBe(true)
    const refused = await b.consume('client')
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 })
    const started = Date.now()
    // Poll until the window is over (no fixed sleep); it must not open before the second is out.
    await vi.waitFor(
      async () => {
        const again = await a.consume('client')
        if (!again.ok) throw new Error('still limited')
        return again
      },
      { timeout: 5_000, interval: 100 },
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(500)
  })

  it('counts each key on its own', async () => {
    const name = unique()
    const a = createLimit(payload, name, { points: 2, durationSeconds: 60 })
    const b = createLimit(payload, name, { points: 2, durationSeconds: 60 })
    await a.consume('127.0.0.2')
    await a.consume('127.0.0.2')
    expect((await b.consume('127.0.0.2')).ok).toBe(false)
    expect(await b.consume('127.0.0.3')).toEqual({ ok: true, remaining: 1 })
    // ... and each name on its own.
    expect(await createLimit(payload, unique(), { points: 2, durationSeconds: 60 }).consume('127.0.0.2')).toEqual({
      ok: true,
      remaining: 1,
    })
  })
})
