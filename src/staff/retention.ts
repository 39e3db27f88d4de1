import os from 'node:os'

import type { CollectionSlug, Payload, Where } from 'payload'

import { env, type Env } from '@/config/env'
import { LEAD_COLLECTIONS } from '@/leads/collections'
import { systemClock, type Clock } from '@/lib/clock'
import { onShutdown } from '@/operations/health/lifecycle'
import { DELETION_TAG } from '@/storage/deletions'
import { ACCESS_LOG } from './access-log'
import { RETENTION_RUNS, type RetentionCount } from './retention-kinds'

/**
 * Deletes what is past its retention period (docs/security.md, "How long data is kept"). Every instance wakes each
 * RETENTION_CHECK_MINUTES; the pass of that period is run by the one instance that inserts its slot first (a unique
 * column, so the database decides), which records what it deleted as counts. CVs go with Payload's own deletion of
 * their record, which removes the file from the folder, or from the bucket with a failure queued in fileDeletions.
 */

const DAY_MS = 24 * 3600 * 1000
const BATCH = 200
const WORKFLOW = [
  LEAD_COLLECTIONS.quote,
  LEAD_COLLECTIONS.contact,
  LEAD_COLLECTIONS.survey,
  LEAD_COLLECTIONS.test,
] as const
/** A row the delivery runner still owes a message is never deleted under it. */
const SETTLED: Where = { deliveryStatus: { not_in: ['pending', 'retrying'] } }

export type RetentionResult = { ran: boolean; slot: string; counts: Record<RetentionCount, number> }
type Options = { clock?: Clock; instance?: string; periods?: Env['retention'] }

const before = (now: number, days: number): Where => ({
  createdAt: { less_than: new Date(now - days * DAY_MS).toISOString() },
})

type Row = { id: number | string; cv?: unknown }

/** In batches, so a year of leads is never loaded at once; `seen` lists what each batch deleted. */
async function deleteAll(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  tag: string,
  seen?: (docs: Row[]) => void,
): Promise<number> {
  let count = 0
  for (;;) {
    const found = await payload.find({ collection, where, limit: BATCH, depth: 0, overrideAccess: true })
    const rows: Row[] = found.docs
    if (rows.length === 0) return count
    seen?.(rows)
    const result = await payload.delete({
      collection,
      where: { id: { in: rows.map((r) => r.id) } },
      overrideAccess: true,
      depth: 0,
      context: { [DELETION_TAG]: tag },
    })
    if (result.errors.length)
      throw new Error(
        `[retention] could not delete ${result.errors.length} rows of ${collection}: ${result.errors[0]?.message}`,
      )
    if (result.docs.length === 0) return count
    count += result.docs.length
  }
}

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value &&
        typeof value === 'object' &&
        'id' in value &&
        (typeof value.id === 'number' || typeof value.id === 'string')
      ? value.id
      : null

export function slotOf(now: number, checkMs: number): string {
  return new Date(Math.floor(now / checkMs) * checkMs).toISOString()
}

export async function runRetention(payload: Payload, options: Options = {}): Promise<RetentionResult> {
  const periods = options.periods ?? env().retention
  const now = (options.clock ?? systemClock).now()
  const slot = slotOf(now, periods.checkMs)
  const counts: Record<RetentionCount, number> = {
    applications: 0,
    cvs: 0,
    leads: 0,
    unconfirmedSubscribers: 0,
    spam: 0,
    accessRecords: 0,
  }
  const instance = options.instance ?? `${os.hostname()}:${process.pid}`
  let run: { id: number | string }
  try {
    run = await payload.create({ collection: RETENTION_RUNS, data: { slot, instance }, overrideAccess: true, depth: 0 })
  } catch (error) {
    // Another instance holds this period's pass; anything else is a fault.
    const taken = await payload.count({
      collection: RETENTION_RUNS,
      where: { slot: { equals: slot } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) return { ran: false, slot, counts }
    throw error
  }
  const tag = `retention:${slot}`
  try {
    // Applications before their CVs: an application refers to its CV.
    const cvIds: (number | string)[] = []
    const applications = { and: [before(now, periods.applicationDays), SETTLED] }
    counts.applications = await deleteAll(payload, 'jobApplications', applications, tag, (rows) =>
      rows.forEach((r) => {
        const id = idOf(r.cv)
        if (id !== null) cvIds.push(id)
      }),
    )
    // Their CVs, and any CV as old whose application is already gone; never one an application still holds.
    const held = await payload.find({
      collection: 'jobApplications',
      where: before(now, periods.applicationDays),
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const keep = held.docs.map((d) => idOf(d.cv)).filter((id): id is number | string => id !== null)
    const oldCvs: Where = {
      and: [before(now, periods.applicationDays), ...(keep.length ? [{ id: { not_in: keep } }] : [])],
    }
    counts.cvs = await deleteAll(payload, 'cvs', cvIds.length ? { or: [{ id: { in: cvIds } }, oldCvs] } : oldCvs, tag)
    for (const collection of WORKFLOW) {
      counts.spam += await deleteAll(
        payload,
        collection,
        { and: [before(now, periods.spamDays), { status: { equals: 'spam' } }, SETTLED] },
        tag,
      )
      counts.leads += await deleteAll(
        payload,
        collection,
        { and: [before(now, periods.leadDays), { status: { not_equals: 'spam' } }, SETTLED] },
        tag,
      )
    }
    const cutoff = new Date(now - periods.unconfirmedNewsletterDays * DAY_MS).toISOString()
    counts.unconfirmedSubscribers = await deleteAll(
      payload,
      LEAD_COLLECTIONS.newsletter,
      {
        and: [
          { status: { equals: 'unconfirmed' } },
          { createdAt: { less_than: cutoff } },
          // A sign-up asked again restarts its period.
          { or: [{ confirmationRequestedAt: { exists: false } }, { confirmationRequestedAt: { less_than: cutoff } }] },
          SETTLED,
        ],
      },
      tag,
    )
    counts.accessRecords = await deleteAll(payload, ACCESS_LOG, before(now, periods.accessRecordDays), tag)
    await payload.update({
      collection: RETENTION_RUNS,
      id: run.id,
      data: { ...counts, finishedAt: new Date(now).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    payload.logger.info({ retention: { slot, ...counts } }, '[retention] deleted what was past its period')
    return { ran: true, slot, counts }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // What was deleted before the fault is recorded; the next pass deletes the rest.
    await payload
      .update({
        collection: RETENTION_RUNS,
        id: run.id,
        data: { ...counts, error: message.slice(0, 500) },
        overrideAccess: true,
        depth: 0,
      })
      .catch(() => undefined)
    throw error
  }
}

declare global {
  // One schedule per process, even when Next.js bundles this module more than once.
  var __northgridRetention: ReturnType<typeof setInterval> | undefined
}

/** Each instance checks once a period (and a minute after start); the slot lets one of them run the pass. */
export function startRetention(payload: Payload): void {
  if (globalThis.__northgridRetention) return
  const tick = () =>
    void runRetention(payload).catch((error: unknown) =>
      payload.logger.error({ err: error }, '[retention] the pass failed; the next one tries again'),
    )
  const first = setTimeout(tick, 60_000)
  first.unref?.()
  const timer = setInterval(tick, env().retention.checkMs)
  timer.unref?.()
  globalThis.__northgridRetention = timer
  onShutdown(() => {
    clearTimeout(first)
    clearInterval(timer)
    globalThis.__northgridRetention = undefined
    return Promise.resolve()
  })
}
