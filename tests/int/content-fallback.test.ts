import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ContentUnavailableError, outage, servedStale, withFallback, type Reads } from '@/lib/content/fallback'
import { startRelay, type Relay } from '../tcp-relay'
import type { Served } from './http'

// CI's PostgreSQL pass runs this file: the outage path reads the database differently there.
/**
 * The content layer's last good answers (src/lib/content/fallback.ts), against real sources made unreachable: a CMS
 * (this process's routes behind a TCP relay that is stopped) read over GraphQL as a remote site reads it, and, on
 * PostgreSQL, the Local API on a database behind a relay that is stopped.
 */

// On PostgreSQL this file's database is reached through a relay, so that it can go down. Set before Payload's
// config is loaded (imported below, not at the top, for that reason).
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URI ?? '')
const givenDatabase = process.env.DATABASE_URI
let dbRelay: Relay | null = null
if (onPostgres) {
  const url = new URL(process.env.DATABASE_URI!)
  dbRelay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) })
  url.hostname = '127.0.0.1'
  url.port = String(dbRelay.port)
  process.env.DATABASE_URI = url.toString()
}

let payload: Payload
let cms: Served
let cmsRelay: Relay
/** Answers a set status instead of passing requests on to the CMS, as a proxy before a failing CMS does. */
let front: { url: string; answer: number | null; close(): Promise<void> }
let remoteOf: (uri: string) => Reads

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { createContentClient } = await import('@/lib/graphql/client')
  const { createRemoteSource } = await import('@/lib/content/remote')
  const { startSite } = await import('./http')
  payload = await getPayload({ config })
  cms = await startSite()
  cmsRelay = await startRelay({ host: '127.0.0.1', port: cms.port })
  remoteOf = (uri) =>
    createRemoteSource(
      createContentClient({ uri, logger: { warn() {}, error() {} }, retry: { attempts: 2, wait: () => 0 } }),
    )
  const state = { answer: null as number | null }
  const server = http.createServer((req, res) => {
    void (async () => {
      if (state.answer !== null) return void res.writeHead(state.answer, { 'content-type': 'text/plain' }).end('no')
      const body = Buffer.concat(await req.toArray())
      const upstream = await fetch(`http://127.0.0.1:${cms.port}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: req.method === 'POST' ? body : undefined,
      })
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
      res.end(Buffer.from(await upstream.arrayBuffer()))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  front = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`,
    get answer() {
      return state.answer
    },
    set answer(value) {
      state.answer = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
})

afterAll(async () => {
  await front?.close()
  await cmsRelay?.close()
  await cms?.close()
  await dbRelay?.start()
  const { stopRunner } = await import('@/leads/delivery/runner')
  stopRunner()
  await payload?.destroy()
  await dbRelay?.close()
  process.env.DATABASE_URI = givenDatabase
})

const visitor = { overrideAccess: false } as const
const settingsRead = { slug: 'siteSettings', depth: 0, ...visitor }
const postRead = (slug: string) => ({
  collection: 'posts',
  where: { slug: { equals: slug } },
  limit: 1,
  depth: 0,
  ...visitor,
})
const postsRead = { collection: 'posts', sort: '-publishedAt', limit: 100, depth: 0, ...visitor }

type Docs = { docs: { slug: string; title: string }[] }

/** Runs a read as server.ts runs a page view, and says whether it marked the view unavailable. */
async function inPageView<T>(read: () => Promise<T>): Promise<{ result?: T; error?: unknown; unavailable: boolean }> {
  const store = { unavailable: false }
  return outage.run(store, async () => {
    try {
      return { result: await read(), unavailable: store.unavailable }
    } catch (error) {
      return { error, unavailable: store.unavailable }
    }
  })
}

describe('a remote site whose CMS is unreachable', () => {
  it('answers each read made before with its last good answer, marked stale; a read never made is unavailable; a miss stays a miss', async () => {
    const source = withFallback(remoteOf(`http://127.0.0.1:${cmsRelay.port}/api/graphql`))
    const slug = ((await source.find(postsRead)) as Docs).docs[0].slug
    const settings = await source.findGlobal(settingsRead)
    const post = (await source.find(postRead(slug))) as Docs
    const missing = (await source.find(postRead('no-such-post'))) as Docs
    expect(post.docs[0].slug).toBe(slug)
    expect(missing.docs).toEqual([])
    expect(servedStale(post)).toBe(false)

    await cmsRelay.stop()
    const stalePost = await inPageView(() => source.find(postRead(slug)))
    expect(stalePost.error).toBeUndefined()
    expect(stalePost.result).toEqual(post)
    expect(servedStale(stalePost.result)).toBe(true)
    expect(servedStale((stalePost.result as Docs).docs[0])).toBe(true)
    expect(stalePost.unavailable).toBe(false)
    expect(await source.findGlobal(settingsRead)).toEqual(settings)
    // A not-found stays one: the page answers 404, not stale content or 503.
    expect(((await source.find(postRead('no-such-post'))) as Docs).docs).toEqual([])

    const never = await inPageView(() => source.find(postRead(`${slug}-never-read`)))
    expect(never.error).toBeInstanceOf(ContentUnavailableError)
    expect(never.unavailable).toBe(true)

    // Back: reads are the CMS's again, including what changed meanwhile.
    const id = (await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1 })).docs[0].id
    const title = `Changed while the site could not see it ${Date.now()}`
    await payload.update({ collection: 'posts', id, data: { title } })
    await cmsRelay.start()
    const fresh = (await source.find(postRead(slug))) as Docs
    expect(fresh.docs[0].title).toBe(title)
    expect(servedStale(fresh)).toBe(false)
  })

  it('does not hide errors that are not unreachability: a CMS answering 500, a query the CMS refuses', async () => {
    const source = withFallback(remoteOf(front.url))
    front.answer = null
    const posts = await source.find(postsRead)
    // A proxy saying the CMS is down (503): the copy.
    front.answer = 503
    expect(await source.find(postsRead)).toEqual(posts)
    // The CMS itself failing (500): its error, not the copy.
    front.answer = 500
    const failed = await inPageView(() => source.find(postsRead))
    expect(failed.error).toBeInstanceOf(Error)
    expect(failed.error).not.toBeInstanceOf(ContentUnavailableError)
    expect((failed.error as { status?: number }).status).toBe(500)
    expect(failed.unavailable).toBe(false)
    front.answer = null
    // A query the CMS answers with a GraphQL error.
    const refused = await inPageView(() =>
      source.find({ collection: 'posts', where: { noSuchField: { equals: 1 } }, limit: 1, depth: 0, ...visitor }),
    )
    expect(refused.error).toBeInstanceOf(Error)
    expect(refused.error).not.toBeInstanceOf(ContentUnavailableError)
    expect(refused.unavailable).toBe(false)
  })

  it('keeps at most its bound of answers, the least recently used dropped first', async () => {
    const source = withFallback(remoteOf(`http://127.0.0.1:${cmsRelay.port}/api/graphql`), {
      entries: 2,
      bytes: 1024 * 1024,
    })
    await source.find(postRead('a'))
    await source.find(postRead('b'))
    await source.find(postRead('c'))
    await cmsRelay.stop()
    try {
      expect(await source.find(postRead('c'))).toEqual({ docs: [] })
      expect(await source.find(postRead('b'))).toEqual({ docs: [] })
      await expect(source.find(postRead('a'))).rejects.toBeInstanceOf(ContentUnavailableError)
    } finally {
      await cmsRelay.start()
    }
  })
})

describe.runIf(onPostgres)('an instance whose PostgreSQL is unreachable (local mode)', () => {
  it('answers each read made before with its last good answer, a read never made is unavailable, and reads again once it is back', async () => {
    const source = withFallback(payload as unknown as Reads)
    const slug = ((await source.find(postsRead)) as Docs).docs[0].slug
    const post = (await source.find(postRead(slug))) as Docs
    const settings = await source.findGlobal(settingsRead)

    await dbRelay!.stop()
    try {
      const stale = await inPageView(() => source.find(postRead(slug)))
      expect(stale.error).toBeUndefined()
      expect(stale.result).toEqual(post)
      expect(servedStale(stale.result)).toBe(true)
      expect(await source.findGlobal(settingsRead)).toEqual(settings)
      const never = await inPageView(() => source.find(postRead(`${slug}-never-read`)))
      expect(never.error).toBeInstanceOf(ContentUnavailableError)
      expect(never.unavailable).toBe(true)
    } finally {
      await dbRelay!.start()
    }
    const fresh = (await source.find(postRead(slug))) as Docs
    expect(fresh.docs[0].slug).toBe(slug)
    expect(servedStale(fresh)).toBe(false)
  })
})
