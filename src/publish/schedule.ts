import { and, asc, eq, isNull, lt, lte, or } from '@payloadcms/db-sqlite/drizzle'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  Field,
  Payload,
  PayloadRequest,
} from 'payload'

import { instanceId } from '@/leads/delivery/outbox'
import { sqlAdapter, tableOf, type QueryBuilder, type QueryColumn } from '@/lib/db/drizzle'
import { queueRunner } from '@/lib/queue/runner'

/**
 * Publishing on a schedule (docs/editing.md#publishing-on-a-schedule): Payload's own scheduled publishing
 * (`versions.drafts.schedulePublish`) stores each scheduled publish or unpublish as a `schedulePublish` job in
 * `payload-jobs`, and its task publishes through `payload.update`, so through our hooks and the one change path.
 * Payload's runner is not used: it claims jobs by reading then updating them, so two instances run the same job
 * (payloadcms/payload#17912). Here every instance runs due jobs through the shared queue runner, each claimed with one
 * conditional UPDATE (a lease) that only one instance can win, and run by Payload's `runByID`.
 */

export const SCHEDULE_TASK = 'schedulePublish'
/** Queues of the jobs the site schedules itself: a post's or case study's future "Published At", a job's closing. */
export const PUBLISHED_AT_QUEUE = 'publishedAt'
export const CLOSING_QUEUE = 'closing'

/** How often every instance looks for due jobs (SCHEDULE_POLL_MS, default 5 s): a job runs at most this late. */
export function schedulePollMs(): number {
  const ms = Number(process.env.SCHEDULE_POLL_MS)
  return Number.isFinite(ms) && ms >= 100 ? ms : 5_000
}

/** Far longer than a publish takes; short enough that a job whose instance died running it is run again in time. */
const LEASE_MS = 30_000

/** Added to Payload's jobs collection. */
export const JOB_LEASE_FIELDS: Field[] = [
  { name: 'leaseUntil', type: 'date', index: true, admin: { hidden: true } },
  { name: 'leaseOwner', type: 'text', admin: { hidden: true } },
]

// Both adapters' drizzle builders share this shape (as in src/leads/delivery/outbox.ts).
const JOBS_COLUMNS = [
  'id',
  'taskSlug',
  'completedAt',
  'hasError',
  'processing',
  'waitUntil',
  'leaseUntil',
  'leaseOwner',
] as const
type JobsTable = Record<(typeof JOBS_COLUMNS)[number], QueryColumn>

function db(payload: Payload): { drizzle: QueryBuilder; t: JobsTable } {
  const adapter = sqlAdapter(payload)
  const t: JobsTable | undefined = tableOf(adapter, 'payload_jobs', JOBS_COLUMNS)
  if (!t) throw new Error('[schedule] no table for payload-jobs')
  return { drizzle: adapter.drizzle, t }
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Not done, not failed, its time come, and nobody running it (or whoever was has let its lease lapse). */
const dueAndFree = (t: JobsTable, now: number) =>
  and(
    eq(t.taskSlug, SCHEDULE_TASK),
    isNull(t.completedAt),
    or(isNull(t.hasError), eq(t.hasError, false)),
    or(isNull(t.waitUntil), lte(t.waitUntil, iso(now))),
    or(isNull(t.leaseUntil), lt(t.leaseUntil, iso(now))),
  )

export async function findDueJobs(payload: Payload, limit: number, now: number): Promise<string[]> {
  const { drizzle, t } = db(payload)
  const rows = await drizzle
    .select({ id: t.id })
    .from(t)
    .where(dueAndFree(t, now))
    .orderBy(asc(t.waitUntil))
    .limit(limit)
  return rows.map((r) => String(r.id))
}

export async function claimJob(payload: Payload, id: string, now: number): Promise<boolean> {
  const { drizzle, t } = db(payload)
  const rows = await drizzle
    .update(t)
    .set({ processing: true, leaseUntil: iso(now + LEASE_MS), leaseOwner: instanceId() })
    .where(and(eq(t.id, Number.isNaN(Number(id)) ? id : Number(id)), dueAndFree(t, now)))
    .returning({ id: t.id })
  return rows.length === 1
}

async function releaseOwnJobs(payload: Payload): Promise<number> {
  const { drizzle, t } = db(payload)
  const rows = await drizzle
    .update(t)
    .set({ processing: false, leaseUntil: null, leaseOwner: null })
    .where(and(eq(t.leaseOwner, instanceId()), isNull(t.completedAt)))
    .returning({ id: t.id })
  return rows.length
}

const runner = queueRunner({
  key: '__northgridScheduleRunner',
  name: '[schedule]',
  pollMs: schedulePollMs,
  sources: () => [
    {
      findDue: findDueJobs,
      claim: claimJob,
      attempt: async (payload, id) => {
        // Payload's own run of this one job: its task publishes or unpublishes, then the job is completed and deleted.
        const { jobStatus } = await payload.jobs.runByID({ id, overrideAccess: true })
        payload.logger.info({ job: id, status: jobStatus }, '[schedule] a scheduled publish or unpublish ran')
      },
    },
  ],
  releaseOwn: releaseOwnJobs,
})

export const startScheduler = (payload: Payload): Promise<void> => runner.start(payload)
export const stopScheduler = (): void => runner.stop()
/** For tests: every due job run here and now. */
export const runScheduledNow = (payload: Payload): Promise<void> => runner.runNow(payload)
/** A job queued here runs on time here; other instances find it by their poll. */
export const scheduleAt = (payload: Payload, at: number): void => {
  const delay = at - Date.now()
  if (delay < schedulePollMs()) runner.schedule(payload, delay)
}

type Target = { collection: CollectionSlug; id: number | string }

/** Replaces the pending job of one of our queues for a document (none when `at` is null). */
async function replaceJob(
  req: PayloadRequest,
  queue: string,
  type: 'publish' | 'unpublish',
  target: Target,
  at: Date | null,
): Promise<void> {
  const { payload } = req
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_TASK } },
        { queue: { equals: queue } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { 'input.doc.value': { equals: String(target.id) } },
        { 'input.doc.relationTo': { equals: target.collection } },
      ],
    },
  })
  if (!at) return
  await queueSchedule(payload, { type, ...target, at, queue, req })
}

/**
 * Queues a scheduled publish or unpublish as /build's schedule drawer does (the document's id as a string, which
 * Payload's generated type does not say).
 */
export async function queueSchedule(
  payload: Payload,
  job: {
    type: 'publish' | 'unpublish'
    collection: CollectionSlug
    id: number | string
    at: Date
    queue?: string
    req?: PayloadRequest
  },
): Promise<{ id: number | string }> {
  const input = { type: job.type, doc: { relationTo: job.collection, value: String(job.id) } }
  const queued = await payload.jobs.queue({
    task: SCHEDULE_TASK,
    queue: job.queue,
    waitUntil: job.at,
    input: input as never,
    req: job.req,
  })
  scheduleAt(payload, job.at.getTime())
  return queued
}

const future = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const at = new Date(value)
  return Number.isFinite(at.getTime()) && at.getTime() > Date.now() ? at : null
}

/**
 * A post or case study published with its "Published At" still to come is saved as a draft and scheduled to publish
 * then: it is on no list, in no sitemap and at no address until that time.
 */
export const holdUntilPublishedAt: CollectionBeforeChangeHook = ({ data, context }) => {
  if (data?._status === 'published' && future(data.publishedAt)) {
    data._status = 'draft'
    context.publishAt = future(data.publishedAt)
  }
  return data
}

type Scheduled = { id: number | string; _status?: 'draft' | 'published' | null; validThrough?: string | null }

export const schedulePublishedAt: CollectionAfterChangeHook<Scheduled> = async ({ doc, req, context, collection }) => {
  const at = context.publishAt instanceof Date ? context.publishAt : null
  delete context.publishAt
  // Held: its publish is (re)scheduled. Published now: a pending one is dropped. A draft save leaves it.
  if (!at && doc._status !== 'published') return doc
  await replaceJob(req, PUBLISHED_AT_QUEUE, 'publish', { collection: collection.slug, id: doc.id }, at)
  return doc
}

/** A published job is unpublished at its closing date (`validThrough`), by a job queued as it is published. */
export const scheduleClosing: CollectionAfterChangeHook<Scheduled> = async ({ doc, req, collection }) => {
  const closes = typeof doc.validThrough === 'string' ? new Date(doc.validThrough) : null
  const at = doc._status === 'published' && closes && Number.isFinite(closes.getTime()) ? closes : null
  await replaceJob(req, CLOSING_QUEUE, 'unpublish', { collection: collection.slug, id: doc.id }, at)
  return doc
}
