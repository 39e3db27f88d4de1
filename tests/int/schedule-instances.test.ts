import type { ChildProcess } from 'node:child_process'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredAt, startSharing, stopSharing } from '@/publish/cache/shared-tags.mjs'
import { SCHEDULE_TASK } from '@/publish/schedule'

import { kill, startInstance } from './instances'

// CI's PostgreSQL pass runs this file: several processes claim one schedule.
/**
 * Scheduled publishing with two instances on one PostgreSQL database (two CMS processes, each running the scheduler its
 * init starts; this process only schedules and reads): a scheduled unpublish runs once, not once per instance; then
 * instance A is SIGKILLed and a scheduled publish is run by B, within a minute of its time (the bound). Each
 * reaches this third instance's tag times (NOTIFY). PostgreSQL only: on SQLite there is one instance.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URI)
process.env.DELIVERY_RUNNER = 'off'

let payload: Payload
const children = new Set<ChildProcess>()
let instanceA: ChildProcess

describe.skipIf(!postgres)('two instances (skipped without TEST_DATABASE_URI: needs PostgreSQL)', () => {
  beforeAll(async () => {
    payload = await getPayload({ config })
    startSharing()
    const env = (id: string) => ({ DELIVERY_INSTANCE_ID: id, SCHEDULE_POLL_MS: '500' })
    ;[instanceA] = await Promise.all([
      startInstance(env('schedule-a'), children),
      startInstance(env('schedule-b'), children),
    ])
  })

  afterAll(async () => {
    for (const child of [...children]) await kill(child)
    await stopSharing()
    await payload?.destroy()
  })

  const versions = async (id: number | string, status: 'draft' | 'published', after: Date) =>
    (
      await payload.countVersions({
        collection: 'posts',
        where: {
          and: [
            { parent: { equals: id } },
            { 'version._status': { equals: status } },
            { createdAt: { greater_than_equal: after.toISOString() } },
          ],
        },
        overrideAccess: true,
      })
    ).totalDocs

  const statusOf = async (id: number | string) =>
    (await payload.findByID({ collection: 'posts', id, depth: 0, overrideAccess: true }))._status

  it('an unpublish runs once with both up; a publish runs on time with one killed', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const post = docs[0]
    const queue = (type: 'publish' | 'unpublish', at: Date) =>
      payload.jobs.queue({
        task: SCHEDULE_TASK,
        waitUntil: at,
        input: { type, doc: { relationTo: 'posts', value: String(post.id) } } as never,
      })

    const unpublishAt = new Date(Date.now() + 2_000)
    await queue('unpublish', unpublishAt)
    await expect.poll(() => statusOf(post.id), { timeout: 60_000, interval: 250 }).toBe('draft')
    // Both instances poll twice a second: had both run it, there would be two.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(await versions(post.id, 'draft', unpublishAt)).toBe(1)
    await expect
      .poll(() => expiredAt(`posts:${post.slug}`), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(unpublishAt.getTime())

    const publishAt = new Date(Date.now() + 3_000)
    await queue('publish', publishAt)
    await kill(instanceA)
    // The bound: live within 60 s of the time set, whichever instance is gone.
    await expect.poll(() => statusOf(post.id), { timeout: 60_000 + 3_000, interval: 250 }).toBe('published')
    expect(await versions(post.id, 'published', publishAt)).toBe(1)
    await expect
      .poll(() => expiredAt(`posts:${post.slug}`), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(publishAt.getTime())
  })
})
