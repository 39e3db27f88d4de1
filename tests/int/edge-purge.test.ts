import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readEnv } from '@/config/env'
import { stopRunner } from '@/leads/delivery/runner'
import { purgerOf } from '@/publish/edge/purgers'
import { EDGE_PURGES, PurgeQueue, type PurgeQueueOptions } from '@/publish/edge/queue'
import { startSharing, stopSharing } from '@/publish/cache/shared-tags.mjs'

import { kill, outputOf, startInstance } from './instances'

// CI's PostgreSQL pass runs this file: the purge queue's claims are SQL of their own.
/**
 * Purging as a consumer of the one change path: saves through Payload's Local API run the collections' real hooks,
 * and the purge queue (installed as Payload's init would, with the Varnish purger) stores the change's tags and sends
 * them to a local server standing in for Varnish, which holds each purge until the test lets it answer: the save is
 * done before any purge is.
 */
let payload: Payload
let standIn: http.Server
let origin = ''
const purged: string[][] = []
const held: (() => void)[] = []
/** How the stand-in answers: held until released (the default), or at once with a status. */
let answer: 'hold' | number = 'hold'
/** Purges refused (503) before that. */
let refuse = 0
let queue: PurgeQueue

async function useQueue(options: Partial<PurgeQueueOptions> = {}): Promise<void> {
  queue?.stop()
  queue = new PurgeQueue({ purger: purgerOf({ kind: 'varnish', urls: [origin] }), settleMs: 200, ...options })
  globalThis.__northgridEdgePurge = queue
  if (payload) await queue.attach(payload)
}

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    purged.push(String(request.headers['xkey-purge'] ?? '').split(' '))
    if (refuse > 0) {
      refuse -= 1
      response.writeHead(503).end()
    } else if (answer === 'hold') held.push(() => response.end('purged'))
    else response.writeHead(answer).end()
  })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/`
  await useQueue()
  payload = await getPayload({ config })
  await queue.attach(payload)
  startSharing()
})

afterAll(async () => {
  queue.stop()
  globalThis.__northgridEdgePurge = undefined
  for (const release of held) release()
  standIn.closeAllConnections()
  await new Promise<void>((resolve) => standIn.close(() => resolve()))
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

/** Lets every held purge answer until the queue has nothing left, second purges included. */
async function releaseAll(): Promise<void> {
  const drained = queue.drained()
  let done = false
  void drained.then(() => (done = true))
  while (!done) {
    for (const release of held.splice(0)) release()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const firstPost = async () =>
  (
    await payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

describe('purging on publish', () => {
  it('a published edit is purged by its tags, after the save has returned', async () => {
    await releaseAll()
    purged.length = 0
    const post = await firstPost()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}!`, _status: 'published' },
      overrideAccess: true,
    })
    // The save is done; the purge is sent (or about to be) and not answered yet.
    await expect.poll(() => purged.length).toBeGreaterThan(0)
    expect(held.length).toBeGreaterThan(0)
    expect(purged[0]).toEqual(expect.arrayContaining([`posts:${post.slug}`, 'posts:list']))
    await releaseAll()
    // Once at once, once more when every instance must have applied the expiry.
    expect(purged.filter((keys) => keys.includes(`posts:${post.slug}`)).length).toBeGreaterThanOrEqual(2)
  })

  it('a rename purges the old address’s content and the new', async () => {
    await releaseAll()
    purged.length = 0
    const post = await firstPost()
    const renamed = `${post.slug}-moved`
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: renamed, _status: 'published' },
      overrideAccess: true,
    })
    await releaseAll()
    expect(purged.flat()).toEqual(expect.arrayContaining([`posts:${post.slug}`, `posts:${renamed}`, 'posts:list']))
    await payload.update({ collection: 'posts', id: post.id, data: { slug: post.slug }, overrideAccess: true })
    await releaseAll()
  })

  it('a draft save purges nothing', async () => {
    await releaseAll()
    purged.length = 0
    const post = await firstPost()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title} (draft)` },
      draft: true,
      overrideAccess: true,
    })
    await releaseAll()
    expect(purged).toEqual([])
  })
})

describe('the purge queue', () => {
  it('retries a failed purge until it takes, and purges once more when the change has settled', async () => {
    await releaseAll()
    purged.length = 0
    answer = 200
    refuse = 2
    await useQueue({ settleMs: 300, retryMs: { first: 20, max: 40 } })
    await queue.enqueue(['posts:a', 'posts:list'])
    await queue.drained()
    // Refused twice, then taken, then the settled repeat: nothing lost, the row gone.
    expect(queue.stats).toMatchObject({ failures: 2, purges: 2, dropped: 0 })
    expect(purged.map((keys) => keys.sort())).toEqual(Array(4).fill(['posts:a', 'posts:list']))
    expect(await queue.backlog()).toBe(0)
  })

  it('what waits while a purge is out goes in one call', async () => {
    answer = 'hold'
    await useQueue({ settleMs: 60_000 })
    purged.length = 0
    await queue.enqueue(['posts:a'])
    await expect.poll(() => held.length).toBe(1)
    await queue.enqueue(['posts:b', 'posts:list'])
    await queue.enqueue(['posts:c', 'posts:list'])
    held.shift()!()
    await expect.poll(() => purged.length).toBe(2)
    expect(purged[1].sort()).toEqual(['posts:b', 'posts:c', 'posts:list'])
    for (const release of held.splice(0)) release()
    await payload.delete({ collection: EDGE_PURGES, where: { id: { exists: true } }, overrideAccess: true })
  })

  it('bounds its backlog while the purger is down, dropping the oldest', async () => {
    answer = 503
    await useQueue({ maxRows: 3, retryMs: { first: 60_000, max: 60_000 } })
    for (const tag of ['a', 'b', 'c', 'd', 'e']) await queue.enqueue([tag])
    expect(await queue.backlog()).toBe(3)
    expect(queue.stats.dropped).toBe(2)
    const { docs } = await payload.find({ collection: EDGE_PURGES, sort: 'createdAt', overrideAccess: true })
    expect(docs.map((doc) => doc.tags)).toEqual([['c'], ['d'], ['e']])
    await payload.delete({ collection: EDGE_PURGES, where: { id: { exists: true } }, overrideAccess: true })
    answer = 'hold'
    await useQueue()
  })
})

describe('a purge outlives its process', () => {
  const children = new Set<ChildProcess>()
  afterAll(async () => {
    for (const child of [...children]) await kill(child)
  })

  it('refused, then its instance killed with the purge on the wire: the restart sends it, logged, and it takes', async () => {
    await releaseAll()
    // This process's queue fails it once and stops: the row waits in the database, retrying, for nobody.
    answer = 503
    purged.length = 0
    await useQueue({ retryMs: { first: 1_000, max: 1_000 } })
    await queue.enqueue(['posts:outlives'])
    await expect.poll(() => queue.stats.failures).toBeGreaterThan(0)
    queue.stop()
    const [row] = (await payload.find({ collection: EDGE_PURGES, overrideAccess: true })).docs
    expect(row).toMatchObject({ tags: ['posts:outlives'], deliveryStatus: 'retrying', deliveryAttempts: 1 })
    expect(row.lastDeliveryError).toMatch(/503/)

    // An instance (a process of its own, purging into the same stand-in) is refused once, logs it, retries, and is
    // killed while its next purge is held on the wire.
    refuse = 1
    answer = 'hold'
    const env = {
      CDN_PURGER: 'varnish',
      VARNISH_PURGE_URLS: origin,
      DELIVERY_INSTANCE_ID: 'edge-outlives',
      CACHE_TAGS_RESYNC_SECONDS: '1',
    }
    const first = await startInstance(env, children)
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1)
    expect(outputOf(first)).toContain('[edge] purge failed; retrying')
    await kill(first)
    held.length = 0
    expect(await queue.backlog()).toBe(1)

    // Its restart releases the claim it died holding and sends the purge: taken, then the settled repeat, row gone.
    answer = 200
    const sent = purged.length
    const restarted = await startInstance(env, children)
    await expect.poll(() => queue.backlog(), { timeout: 30_000 }).toBe(0)
    expect(purged.slice(sent)).toEqual([['posts:outlives'], ['posts:outlives']])
    await kill(restarted)
    answer = 'hold'
    await useQueue()
  })
})

describe('the purger is chosen by configuration', () => {
  it('none by default; each purger with what it needs, or start-up stops naming the variable', () => {
    expect(readEnv({}).edge.purger).toBeNull()
    expect(
      readEnv({ CDN_PURGER: 'varnish', VARNISH_PURGE_URLS: 'http://10.0.0.5:6081/, http://10.0.0.6:6081/' }).edge,
    ).toMatchObject({ purger: { kind: 'varnish', urls: ['http://10.0.0.5:6081/', 'http://10.0.0.6:6081/'] } })
    expect(() => readEnv({ CDN_PURGER: 'varnish' })).toThrow(/VARNISH_PURGE_URLS/)
    expect(() => readEnv({ CDN_PURGER: 'varnish', VARNISH_PURGE_URLS: 'ftp://x' })).toThrow(/VARNISH_PURGE_URLS/)
    expect(() => readEnv({ CDN_PURGER: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(/CLOUDFLARE_API_TOKEN/)
    expect(() => readEnv({ CDN_PURGER: 'fastly', FASTLY_API_TOKEN: 't' })).toThrow(/FASTLY_API_TOKEN/)
    expect(
      readEnv({
        CDN_PURGER: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'z',
        CLOUDFLARE_API_TOKEN: 't',
        SITE_URL: 'https://a.example/',
      }).edge.purger,
    ).toEqual({
      kind: 'cloudflare',
      apiUrl: 'https://api.cloudflare.com/client/v4',
      zoneId: 'z',
      token: 't',
      by: 'url',
      siteUrl: 'https://a.example',
    })
    expect(readEnv({ CDN_PURGER: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }).edge.purger).toEqual({
      kind: 'fastly',
      apiUrl: 'https://api.fastly.com',
      serviceId: 's',
      token: 't',
    })
    expect(() => readEnv({ CDN_PURGER: 'akamai' })).toThrow(/CDN_PURGER/)
  })
})
