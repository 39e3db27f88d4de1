import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { createClient, type Client } from 'graphql-ws'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { GET as changesSince } from '@/app/api/content-changes/route'
import { stopRunner } from '@/leads/delivery/runner'
import { changeLog } from '@/publish/change-log'
import { expiredAt, stopSharing } from '@/publish/cache/shared-tags.mjs'
import { LIVE_LIMITS, LIVE_PATH, attachLiveContent } from '@/publish/live/socket'
import { EVERYTHING, startRemoteSync } from '@/publish/live/remote-sync'

import { follow, until } from './live-clients'

// CI's PostgreSQL pass runs this file: the change log is SQL of its own.
/**
 * Live content over real sockets (src/publish/live/socket.ts): saves through Payload's Local API
 * run the real hooks and change path (src/publish/changes.ts), which logs each change
 * and announces it to the sockets; a hostile client is closed with the protocol's code and
 * nobody else notices.
 */
const TOKEN = 'live-test-token-0123456789abcdefghij'
let payload: Payload
let server: http.Server
let url: string
let closeLive: () => Promise<void>
const clients: Client[] = []

type Changed = {
  collection: string
  slug: string | null
  previousSlug: string | null
  tags: string[]
  sequence: number
}

/** A CMS's live side as server.ts serves it: the socket, and the change log's catch-up endpoint. */
function cmsServer(): { server: http.Server; close: () => Promise<void> } {
  const served = http.createServer((request, response) => {
    if (request.url?.startsWith('/api/content-changes')) {
      const headers = new Headers()
      for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v)
      void changesSince(new Request(`http://localhost${request.url}`, { headers })).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(await answer.text())
      })
      return
    }
    response.writeHead(404).end()
  })
  const close = attachLiveContent(served, {
    liveContentAnonymous: true,
    liveContentToken: TOKEN,
    clientOf: (request) => request.socket.remoteAddress ?? 'unknown',
    production: true,
  })
  return { server: served, close }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  ;({ server, close: closeLive } = cmsServer())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_PATH}`
})

afterEach(async () => {
  for (const client of clients.splice(0)) await client.dispose()
})

afterAll(async () => {
  await closeLive?.()
  await new Promise((resolve) => server?.close(resolve))
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

/** A subscriber collecting every contentChanged it receives. */
const subscriber = (connectionParams?: Record<string, unknown>) =>
  follow<Changed>(
    url,
    {
      query: 'subscription { contentChanged { collection slug previousSlug tags sequence } }',
      field: 'contentChanged',
      connectionParams,
    },
    clients,
  )

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

/** A raw socket speaking graphql-transport-ws; resolves with the close code. */
function raw(messages: (string | Buffer)[], init = true): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws')
    const sendAll = () => {
      for (const message of messages) ws.send(message)
    }
    ws.on('open', () => {
      if (init) ws.send(JSON.stringify({ type: 'connection_init' }))
      else sendAll()
    })
    // After the server's acknowledgement, so that what is tested is the message, not its timing.
    ws.on('message', (data: Buffer) => {
      if (init && String(data).includes('connection_ack')) sendAll()
    })
    ws.on('close', (code) => resolve(code))
    ws.on('error', () => {})
    setTimeout(() => reject(new Error(`socket not closed: ${String(messages[0]).slice(0, 80)}`)), 8_000)
  })
}

describe('contentChanged', () => {
  it('reaches a subscriber after a publish, numbered, and never after a draft save', async () => {
    const { received, ready } = subscriber()
    await ready
    // The subscription is sent right after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const post = await firstPost()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `Draft ${Date.now()}` },
      draft: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}`, _status: 'published' },
      overrideAccess: true,
    })
    await until(() => received.length > 0, 'the change')
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ collection: 'posts', slug: post.slug, previousSlug: null })
    expect(received[0].tags).toEqual(expect.arrayContaining([`posts:${post.slug}`, 'posts:list']))

    const renamed = `${post.slug}-renamed`
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: renamed, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: post.slug, _status: 'published' },
      overrideAccess: true,
    })
    await until(() => received.length === 3, 'the renames')
    expect(received[1]).toMatchObject({ slug: renamed, previousSlug: post.slug })
    expect(received[2].sequence).toBeGreaterThan(received[1].sequence)
    expect(received[1].sequence).toBeGreaterThan(received[0].sequence)
  })

  it('the change log answers what a site missed, after the last sequence it saw', async () => {
    const { received, ready } = subscriber()
    await ready
    // The subscription is sent right after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const post = await firstPost()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}`, _status: 'published' },
      overrideAccess: true,
    })
    await until(() => received.length === 1, 'the change')
    const seen = received[0].sequence
    const answer = await changesSince(new Request(`http://localhost/api/content-changes?after=${seen - 1}`))
    const body = (await answer.json()) as { latest: number; changes: Changed[] }
    expect(body.changes.map((c) => c.sequence)).toEqual([seen])
    expect(body.latest).toBe(seen)
    expect((await changesSince(new Request('http://localhost/api/content-changes?after=-1'))).status).toBe(400)
    expect((await changesSince(new Request('http://localhost/api/content-changes?after=1&x=2'))).status).toBe(400)
  })

  it('the change log answers what was logged since a time: a page that knows when it was served', async () => {
    const post = await firstPost()
    const served = Date.now()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}`, _status: 'published' },
      overrideAccess: true,
    })
    const since = async (at: number) =>
      (await (await changesSince(new Request(`http://localhost/api/content-changes?since=${at}`))).json()) as {
        latest: number
        changes: (Changed & { at: number })[]
      }
    let after = await since(served)
    for (let i = 0; i < 50 && after.changes.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = await since(served)
    }
    expect(after.changes.length).toBeGreaterThan(0)
    expect(after.changes.every((change) => change.at >= served)).toBe(true)
    expect(after.changes.at(-1)?.sequence).toBe(after.latest)
    expect(after.changes.some((change) => change.tags.includes(`posts:${post.slug}`))).toBe(true)
    // Nothing is logged in the future.
    expect((await since(Date.now() + 60_000)).changes).toEqual([])
    for (const bad of ['since=-1', 'since=soon', 'since=1&after=1'])
      expect((await changesSince(new Request(`http://localhost/api/content-changes?${bad}`))).status).toBe(400)
  })

  it('a remote site following this CMS expires exactly the tags of each change, and catches up after a cut', async () => {
    const sync = startRemoteSync({ graphqlUrl: url.replace('ws:', 'http:'), token: TOKEN, maxStaleMs: 60_000 })
    try {
      await until(() => sync.lastSequence() !== null, 'the first catch-up')
      const post = await firstPost()
      // Read before the save: the change can reach the remote site before payload.update returns.
      const before = sync.lastSequence() ?? 0
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `${post.title}`, _status: 'published' },
        overrideAccess: true,
      })
      await until(() => (sync.lastSequence() ?? 0) > before, 'the remote site to apply the change')
      expect(expiredAt(`posts:${post.slug}`)).toBeGreaterThan(0)

      // The socket is cut; a change made meanwhile is read from the change log on reconnection.
      const seen = sync.lastSequence() ?? 0
      sync.cut()
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `${post.title}`, _status: 'published' },
        overrideAccess: true,
      })
      await until(() => (sync.lastSequence() ?? 0) > seen, 'the catch-up after the cut', 15_000)
    } finally {
      await sync.stop()
    }
  })

  it('a remote site further behind than the log reaches expires everything and tells its own sockets', async () => {
    // A CMS of its own, stopped while changes are made and the log forgets the older ones.
    let cms = cmsServer()
    await new Promise<void>((resolve) => cms.server.listen(0, '127.0.0.1', resolve))
    const { port } = cms.server.address() as AddressInfo
    const sync = startRemoteSync({
      graphqlUrl: `http://127.0.0.1:${port}/api/graphql`,
      token: TOKEN,
      maxStaleMs: 60_000,
    })
    const { received, ready } = subscriber()
    try {
      await ready
      await until(() => sync.lastSequence() !== null, 'the first catch-up')
      const seen = sync.lastSequence() ?? 0
      await cms.close()
      await new Promise((resolve) => cms.server.close(resolve))
      const post = await firstPost()
      for (let i = 0; i < 2; i++)
        await payload.update({
          collection: 'posts',
          id: post.id,
          data: { title: `${post.title}`, _status: 'published' },
          overrideAccess: true,
        })
      const latest = await changeLog(payload).latest()
      expect(latest).toBeGreaterThan(seen + 1)
      // Payload types db as the generic adapter; both SQL adapters run raw SQL through drizzle this way.
      const db = payload.db as unknown as {
        drizzle: unknown
        execute: (args: { drizzle: unknown; raw: string }) => unknown
      }
      await db.execute({ drizzle: db.drizzle, raw: `DELETE FROM content_changes WHERE sequence < ${latest}` })

      cms = cmsServer()
      await new Promise<void>((resolve) => cms.server.listen(port, '127.0.0.1', resolve))
      const everything = (change: Changed) => EVERYTHING.every((tag) => change.tags.includes(tag))
      await until(() => received.some((change) => change.sequence === latest && everything(change)), 'the site', 40_000)
      expect(sync.lastSequence()).toBe(latest)
      for (const tag of EVERYTHING) expect(expiredAt(tag)).toBeGreaterThan(0)
    } finally {
      await sync.stop()
      await cms.close()
      await new Promise((resolve) => cms.server.close(resolve))
    }
  })
})

describe('limits and hostile input on the socket', () => {
  it('refuses anonymous subscribers when the operator says so, and accepts the token', async () => {
    const closed = attachLiveContent(http.createServer(), {
      liveContentAnonymous: false,
      liveContentToken: TOKEN,
      clientOf: () => 'x',
      production: true,
    })
    await closed()
    const strict = http.createServer()
    const close = attachLiveContent(strict, {
      liveContentAnonymous: false,
      liveContentToken: TOKEN,
      clientOf: () => 'x',
      production: true,
    })
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve))
    const strictUrl = `ws://127.0.0.1:${(strict.address() as AddressInfo).port}${LIVE_PATH}`
    try {
      const errors: unknown[] = []
      const anonymous = createClient({ url: strictUrl, webSocketImpl: WebSocket, retryAttempts: 0 })
      clients.push(anonymous)
      await new Promise<void>((resolve) =>
        anonymous.subscribe(
          { query: 'subscription { contentChanged { sequence } }' },
          {
            next: (message) => errors.push(...(message.errors ?? [])),
            error: (error) => (errors.push(error), resolve()),
            complete: () => resolve(),
          },
        ),
      )
      expect(JSON.stringify(errors)).toMatch(/token is required/)
      const wrong = await new Promise<number>((resolve) => {
        const ws = new WebSocket(strictUrl, 'graphql-transport-ws')
        ws.on('open', () =>
          ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: 'Bearer wrong' } })),
        )
        ws.on('close', (code) => resolve(code))
      })
      expect(wrong).toBe(4403)
      const acked = await new Promise<string>((resolve) => {
        const ws = new WebSocket(strictUrl, 'graphql-transport-ws')
        ws.on('open', () =>
          ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${TOKEN}` } })),
        )
        ws.on('message', (data: Buffer) => (resolve(String(data)), ws.close()))
      })
      expect(JSON.parse(acked)).toMatchObject({ type: 'connection_ack' })
    } finally {
      await close()
      await new Promise((resolve) => strict.close(resolve))
    }
  })

  it(`caps the sockets of one client at ${LIVE_LIMITS.socketsPerClient}`, async () => {
    const sockets: WebSocket[] = []
    const results: (string | number)[] = []
    for (let i = 0; i <= LIVE_LIMITS.socketsPerClient; i++) {
      const ws = new WebSocket(url, 'graphql-transport-ws')
      sockets.push(ws)
      results.push(
        await new Promise<string | number>((resolve) => {
          ws.on('open', () => resolve('open'))
          ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
          ws.on('error', () => {})
        }),
      )
    }
    for (const ws of sockets) ws.terminate()
    expect(results.slice(0, LIVE_LIMITS.socketsPerClient).every((r) => r === 'open')).toBe(true)
    expect(results.at(-1)).toBe(429)
  })

  it('a handshake refused (no key) gives its place back: more of them than the cap, then a socket still opens', async () => {
    const { port } = new URL(url.replace('ws:', 'http:'))
    for (let i = 0; i < LIVE_LIMITS.socketsPerClient + 2; i++) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: LIVE_PATH,
          headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13' },
        })
        req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0)))
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(400)
    }
    const ws = new WebSocket(url, 'graphql-transport-ws')
    const result = await new Promise<string | number>((resolve) => {
      ws.on('open', () => resolve('open'))
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('error', () => {})
    })
    ws.terminate()
    expect(result).toBe('open')
  })

  it('closes each of 120 hostile sockets with the protocol code, and a well-behaved subscriber goes on', async () => {
    const { received } = subscriber()
    const sub = (id: string, query: string) => JSON.stringify({ id, type: 'subscribe', payload: { query } })
    const garbage = [
      'not json',
      '{',
      '[]',
      '"text"',
      '1',
      'null',
      'true',
      '{}',
      '{"type":1}',
      '{"type":"nope"}',
      '{"type":"subscribe"}',
      '{"type":"subscribe","id":1,"payload":{"query":"x"}}',
      '{"type":"subscribe","id":"a"}',
      '{"type":"subscribe","id":"a","payload":null}',
      '{"type":"subscribe","id":"a","payload":{"query":1}}',
      '{"type":"complete"}',
      '{"type":"ping","payload":1}',
      '{"type":"connection_init"}',
      '{"type":"connection_ack"}',
      '{"type":"next","id":"a","payload":{}}',
      '{"type":"error","id":"a","payload":[]}',
      '\u0000',
      '{"type":"subscribe","id":"","payload":{"query":"{a}"}}',
      '{"__proto__":{"type":"subscribe"}}',
      '{"type":"constructor"}',
    ]
    const cases: { messages: (string | Buffer)[]; init?: boolean; codes: number[] }[] = []
    // Malformed messages after the init: 4400 (bad request) or 4429 (a second init).
    for (const message of garbage) cases.push({ messages: [message], codes: [4400, 4429] })
    // Anything but an init first: 4401 (unauthorised) or 4400.
    for (const message of garbage.filter((m) => m !== '{"type":"connection_init"}').slice(0, 20)) {
      cases.push({ messages: [message], init: false, codes: [4400, 4401] })
    }
    cases.push({ messages: [sub('a', 'subscription { contentChanged { sequence } }')], init: false, codes: [4401] })
    // Too large for one message: 1009.
    for (const size of [17, 32, 64, 128, 1024]) cases.push({ messages: ['x'.repeat(size * 1024)], codes: [1009] })
    // The same id twice: 4409.
    for (let i = 0; i < 10; i++) {
      const q = sub(`dup${i}`, 'subscription { contentChanged { sequence } }')
      cases.push({ messages: [q, q], codes: [4409] })
    }
    // Binary frames and frames of random bytes.
    for (let i = 0; i < 20; i++)
      cases.push({
        messages: [Buffer.from(Array.from({ length: 8 + i * 7 }, (_, j) => (j * 37 + i) % 256))],
        codes: [4400],
      })
    // Deep, wide, aliased, introspecting or invalid queries get errors, then a bad frame closes the socket.
    const refused = [
      `subscription { ${'contentChanged { '.repeat(1)}sequence${' }'.repeat(1)} ${'a: __typename '.repeat(40)}}`,
      'query { __schema { types { name } } }',
      'subscription { contentChanged { nope } }',
      `subscription { contentChanged { ${'sequence '.repeat(1500)} } }`,
      'subscription { contentChanged(x: 1) { sequence } }',
      'subscription a { contentChanged { sequence } } subscription a { contentChanged { sequence } }',
      'subscription { contentChanged { ...F } } fragment F on ContentChange { ...F }',
      'mutation { x }',
      '{ live @skip(if: true) @skip(if: true) }',
      'subscription { contentChanged { sequence } leadReceived { id } }',
    ]
    for (const query of refused) cases.push({ messages: [sub('q', query), 'not json'], codes: [4400] })
    // More subscriptions than a socket may hold, then garbage.
    cases.push({
      messages: [
        ...Array.from({ length: LIVE_LIMITS.subscriptionsPerSocket + 2 }, (_, i) =>
          sub(`s${i}`, 'subscription { contentChanged { sequence } }'),
        ),
        '{',
      ],
      codes: [4400],
    })
    while (cases.length < 120)
      cases.push({
        messages: [
          JSON.stringify({ type: 'subscribe', id: `r${cases.length}`, payload: { query: { n: cases.length } } }),
        ],
        codes: [4400],
      })

    expect(cases.length).toBeGreaterThanOrEqual(100)
    for (let i = 0; i < cases.length; i += LIVE_LIMITS.socketsPerClient - 2) {
      const batch = cases.slice(i, i + LIVE_LIMITS.socketsPerClient - 2)
      const codes = await Promise.all(batch.map((c) => raw(c.messages, c.init ?? true)))
      batch.forEach((c, j) =>
        expect(c.codes, `case ${i + j}: ${String(c.messages[0]).slice(0, 80)} closed with ${codes[j]}`).toContain(
          codes[j],
        ),
      )
    }
    // The well-behaved subscriber still receives changes.
    const post = await firstPost()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}`, _status: 'published' },
      overrideAccess: true,
    })
    await until(() => received.length > 0, 'the change after the hostile sockets')
  })
})
