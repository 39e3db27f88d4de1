import { hostname } from 'node:os'

import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { OUTBOX_COLLECTIONS, type LeadCollection } from '@/leads/collections'
import { drizzleIn, sqlAdapter, tableOf, type QueryBuilder, type QueryColumn } from '@/lib/db/drizzle'

/**
 * The lead row is its own delivery job, so no crash can leave a lead stored without its delivery queued
 * (docs/leads.md). Hand-written: Payload 3's jobs queue claims by reading then updating, so two instances take the
 * same job (payloadcms/payload#17912); here one conditional UPDATE sets a lease only one runner can win.
 */

export const DUE_STATUSES = ['pending', 'retrying'] as const

/** Longer than any transport's timeout (15-20 s), so a live delivery is never taken over. */
export function leaseMs(): number {
  const seconds = Number(process.env.DELIVERY_LEASE_SECONDS)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000
}

/** Stable across restarts of the same instance, distinct between instances. */
export function instanceId(): string {
  return process.env.DELIVERY_INSTANCE_ID?.trim() || `${hostname()}:${process.env.PORT ?? '3000'}`
}

// The two adapters' drizzle types differ only in their driver; the query builder is the same (src/lib/db/drizzle.ts).
const LEAD_COLUMNS = [
  'id',
  'deliveryStatus',
  'deliveryDueAt',
  'deliveryLeaseUntil',
  'deliveryLeaseOwner',
  'createdAt',
] as const
type LeadTable = Record<(typeof LEAD_COLUMNS)[number], QueryColumn> & { [name: string]: QueryColumn | undefined }

/** The lead collections, and the queues of file deletions (src/storage/deletions.ts) and CDN purges
 *  (src/publish/edge/queue.ts), which have the same fields. */
export type OutboxSlug = LeadCollection | 'fileDeletions' | 'edgePurges'

function table(payload: Payload, slug: OutboxSlug): LeadTable {
  const found: LeadTable | undefined = tableOf(sqlAdapter(payload), slug, LEAD_COLUMNS)
  if (!found) throw new Error(`[leads] no table for ${slug}`)
  return found
}

function db(payload: Payload): { drizzle: QueryBuilder; table: (slug: OutboxSlug) => LeadTable } {
  const drizzle: QueryBuilder = sqlAdapter(payload).drizzle
  return { drizzle, table: (slug) => table(payload, slug) }
}

const iso = (ms: number) => new Date(ms).toISOString()
/** Ids arrive as strings from the runner and as numbers from hooks; both adapters number rows. */
const rowId = (id: string | number) => (typeof id === 'number' || Number.isNaN(Number(id)) ? id : Number(id))
/** The table's columns for these field names; a name with no column of its own is a caller's mistake. */
function columnsOf(slug: OutboxSlug, t: LeadTable, names: readonly string[]): Record<string, QueryColumn> {
  const columns: Record<string, QueryColumn> = {}
  for (const name of names) {
    const column = t[name]
    if (!column) throw new Error(`[leads] ${slug} has no column for ${name}`)
    columns[name] = column
  }
  return columns
}
/** Both adapters store dates as strings. */
const time = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN

const dueAndFree = (t: LeadTable, now: number) =>
  and(
    inArray(t.deliveryStatus, [...DUE_STATUSES]),
    or(isNull(t.deliveryDueAt), lte(t.deliveryDueAt, iso(now))),
    or(isNull(t.deliveryLeaseUntil), lt(t.deliveryLeaseUntil, iso(now))),
  )

export async function findDue(payload: Payload, slug: OutboxSlug, limit: number, now = Date.now()): Promise<string[]> {
  const { drizzle, table } = db(payload)
  const t = table(slug)
  const rows = await drizzle.select({ id: t.id }).from(t).where(dueAndFree(t, now)).orderBy(asc(t.id)).limit(limit)
  return rows.map((r) => String(r.id))
}

/** True only for the one runner whose update matched. */
export async function claim(payload: Payload, slug: OutboxSlug, id: string, now = Date.now()): Promise<boolean> {
  const { drizzle, table } = db(payload)
  const t = table(slug)
  const rows = await drizzle
    .update(t)
    .set({ deliveryLeaseUntil: iso(now + leaseMs()), deliveryLeaseOwner: instanceId() })
    .where(and(eq(t.id, rowId(id)), dueAndFree(t, now)))
    .returning({ id: t.id })
  return rows.length === 1
}

/**
 * The runner's result, written to the named columns only: Payload's update writes back every field it read, so a
 * status staff set meanwhile (spam, won) would be undone. `values` are top-level scalar fields of the collection.
 */
export async function writeColumns(
  payload: Payload,
  slug: OutboxSlug,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const { drizzle, table } = db(payload)
  const t = table(slug)
  columnsOf(slug, t, Object.keys(values))
  await drizzle
    .update(t)
    .set({ ...values, updatedAt: iso(Date.now()) })
    .where(eq(t.id, rowId(id)))
    .returning({ id: t.id })
}

/**
 * A staff save's view of the runner's columns: read by an UPDATE in the save's own transaction, which on PostgreSQL
 * holds the row until the save commits, so the runner's next write lands after it rather than under it.
 */
export async function lockColumns(
  req: PayloadRequest,
  slug: OutboxSlug,
  id: string | number,
  names: readonly string[],
): Promise<Record<string, unknown> | null> {
  const t = table(req.payload, slug)
  const session: QueryBuilder = await drizzleIn(req)
  const [row] = await session
    .update(t)
    .set({ deliveryLeaseOwner: t.deliveryLeaseOwner })
    .where(eq(t.id, rowId(id)))
    .returning(columnsOf(slug, t, names))
  return row ?? null
}

/** On start: leases this instance held when it last stopped belong to nobody now. */
export async function releaseOwnLeases(
  payload: Payload,
  slugs: readonly OutboxSlug[] = OUTBOX_COLLECTIONS,
): Promise<number> {
  const { drizzle, table } = db(payload)
  let released = 0
  for (const slug of slugs) {
    const t = table(slug)
    const rows = await drizzle
      .update(t)
      .set({ deliveryLeaseUntil: null, deliveryLeaseOwner: null })
      .where(
        and(
          eq(t.deliveryLeaseOwner, instanceId()),
          isNotNull(t.deliveryLeaseUntil),
          inArray(t.deliveryStatus, [...DUE_STATUSES]),
        ),
      )
      .returning({ id: t.id })
    released += rows.length
  }
  return released
}

export async function queueHealth(
  payload: Payload,
  now = Date.now(),
): Promise<{ oldestUndeliveredSeconds: number | null; oldestOverdueSeconds: number | null }> {
  const { drizzle, table } = db(payload)
  let oldest: number | null = null
  let overdue: number | null = null
  for (const slug of OUTBOX_COLLECTIONS) {
    const t = table(slug)
    const [first] = await drizzle
      .select({ createdAt: t.createdAt })
      .from(t)
      .where(inArray(t.deliveryStatus, [...DUE_STATUSES]))
      .orderBy(asc(t.createdAt))
      .limit(1)
    if (first) oldest = Math.min(oldest ?? now, time(first.createdAt))
    const [late] = await drizzle
      .select({ due: t.deliveryDueAt, createdAt: t.createdAt })
      .from(t)
      .where(dueAndFree(t, now))
      .orderBy(asc(t.createdAt))
      .limit(1)
    if (late) overdue = Math.min(overdue ?? now, time(late.due ?? late.createdAt))
  }
  return {
    oldestUndeliveredSeconds: oldest === null ? null : Math.round((now - oldest) / 1000),
    oldestOverdueSeconds: overdue === null ? null : Math.round((now - overdue) / 1000),
  }
}
