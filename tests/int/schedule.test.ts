import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { expiredAt, startSharing, stopSharing } from '@/publish/cache/shared-tags.mjs'
import {
  CLOSING_QUEUE,
  claimJob,
  findDueJobs,
  PUBLISHED_AT_QUEUE,
  runScheduledNow,
  SCHEDULE_TASK,
  startScheduler,
  stopScheduler,
} from '@/publish/schedule'

// CI's PostgreSQL pass runs this file: the schedule's claims are SQL of their own.
/**
 * Publishing on a schedule, through the real CMS and its hooks: Payload's scheduled-publish jobs (as /build's
 * "Schedule" drawer queues them) are run at their time by this instance's scheduler (src/publish/schedule.ts),
 * through the one change path (the document's tag is expired). A post with a future "Published At" is held back
 * until then; a job's closing date unpublishes it, also when no instance was running at that moment. Times are a
 * second or two ahead; the scheduler looks every 200 ms.
 */
process.env.SCHEDULE_POLL_MS = '200'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  startSharing()
  await startScheduler(payload)
})

afterAll(async () => {
  stopScheduler()
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

type Doc = { id: number | string; slug: string }

const published = async (collection: CollectionSlug, skip = 0): Promise<Doc> => {
  const { docs } = await payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    limit: 1,
    page: skip + 1,
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as unknown as Doc
}

/** As a visitor reads it (no user): only a published document is found. */
const visible = async (collection: CollectionSlug, id: Doc['id']): Promise<boolean> =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false })).totalDocs === 1

/** As /build's schedule drawer queues it. */
const schedule = (type: 'publish' | 'unpublish', collection: CollectionSlug, id: Doc['id'], at: Date) =>
  payload.jobs.queue({
    task: SCHEDULE_TASK,
    waitUntil: at,
    // The document's id as a string, as the drawer sends it (Payload's generated type says number).
    input: { type, doc: { relationTo: collection, value: String(id) } } as never,
  })

const pending = async (queue: string, collection: CollectionSlug, id: Doc['id']) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: queue } },
          { 'input.doc.value': { equals: String(id) } },
          { 'input.doc.relationTo': { equals: collection } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs

const soon = (ms: number) => new Date(Date.now() + ms)
const until = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 20_000, interval: 100 })

describe('scheduled publish and unpublish', () => {
  it.each(['pages', 'posts', 'caseStudies', 'jobs'] as const)(
    '%s: unpublished, then published again, each at its time and through the change path',
    async (collection) => {
      const doc = await published(collection)
      // Due later: a run now leaves it alone.
      const later = await schedule('unpublish', collection, doc.id, soon(60 * 60_000))
      await runScheduledNow(payload)
      expect(await visible(collection, doc.id)).toBe(true)
      await payload.delete({ collection: 'payload-jobs', id: later.id, overrideAccess: true })

      const unpublishAt = soon(1_500)
      await schedule('unpublish', collection, doc.id, unpublishAt)
      await until(async () => !(await visible(collection, doc.id))).toBe(true)
      expect(expiredAt(`${collection}:${doc.slug}`)).toBeGreaterThanOrEqual(unpublishAt.getTime())

      const publishAt = soon(1_000)
      await schedule('publish', collection, doc.id, publishAt)
      await until(() => visible(collection, doc.id)).toBe(true)
      expect(expiredAt(`${collection}:${doc.slug}`)).toBeGreaterThanOrEqual(publishAt.getTime())
      // Done jobs are deleted (just after their run).
      await expect.poll(() => pending('default', collection, doc.id), { timeout: 10_000 }).toBe(0)
    },
  )

  it('a job is claimed by one runner only', async () => {
    stopScheduler()
    try {
      const doc = await published('posts', 1)
      const job = await schedule('unpublish', 'posts', doc.id, soon(-1_000))
      expect(await findDueJobs(payload, 100, Date.now())).toContain(String(job.id))
      const claims = await Promise.all([
        claimJob(payload, String(job.id), Date.now()),
        claimJob(payload, String(job.id), Date.now()),
      ])
      expect(claims.filter(Boolean)).toEqual([true])
      expect(await findDueJobs(payload, 100, Date.now())).not.toContain(String(job.id))
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    } finally {
      await startScheduler(payload)
    }
  })
})

describe('a post published with its "Published At" ahead', () => {
  it('is saved as a draft, on no list until then, and published at that time', async () => {
    const post = await published('posts', 2)
    const at = soon(2_000)
    const saved = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { publishedAt: at.toISOString(), _status: 'published' },
      overrideAccess: true,
      depth: 0,
    })
    expect(saved._status).toBe('draft')
    expect(await visible('posts', post.id)).toBe(false)
    expect(await pending(PUBLISHED_AT_QUEUE, 'posts', post.id)).toBe(1)
    await until(() => visible('posts', post.id)).toBe(true)
    expect(expiredAt(`posts:${post.slug}`)).toBeGreaterThanOrEqual(at.getTime())
    await expect.poll(() => pending(PUBLISHED_AT_QUEUE, 'posts', post.id), { timeout: 10_000 }).toBe(0)
  })

  it('a date in the past publishes at once, as before', async () => {
    const post = await published('posts', 3)
    const saved = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { publishedAt: soon(-60_000).toISOString(), _status: 'published' },
      overrideAccess: true,
      depth: 0,
    })
    expect(saved._status).toBe('published')
    expect(await pending(PUBLISHED_AT_QUEUE, 'posts', post.id)).toBe(0)
  })
})

describe('a job’s closing date', () => {
  it('unpublishes it at that time; a new date replaces the pending closing', async () => {
    const job = await published('jobs', 1)
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { validThrough: soon(60 * 60_000).toISOString() },
      overrideAccess: true,
    })
    expect(await pending(CLOSING_QUEUE, 'jobs', job.id)).toBe(1)
    const closes = soon(1_500)
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { validThrough: closes.toISOString() },
      overrideAccess: true,
    })
    expect(await pending(CLOSING_QUEUE, 'jobs', job.id)).toBe(1)
    expect(await visible('jobs', job.id)).toBe(true)
    await until(async () => !(await visible('jobs', job.id))).toBe(true)
    expect(expiredAt(`jobs:${job.slug}`)).toBeGreaterThanOrEqual(closes.getTime())
    expect(expiredAt('jobs:list')).toBeGreaterThanOrEqual(closes.getTime())
    await expect.poll(() => pending(CLOSING_QUEUE, 'jobs', job.id), { timeout: 10_000 }).toBe(0)
  })

  it('a closing date that passed while no instance ran is applied when one starts', async () => {
    const job = await published('jobs', 2)
    stopScheduler()
    const closes = soon(300)
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { validThrough: closes.toISOString() },
      overrideAccess: true,
    })
    // The closing date passes with nothing running.
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(await visible('jobs', job.id)).toBe(true)
    await startScheduler(payload)
    await until(async () => !(await visible('jobs', job.id))).toBe(true)
  })
})
