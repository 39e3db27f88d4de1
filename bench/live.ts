/**
 * bench/live: one instance holding N idle subscribers of `contentChanged` (src/publish/live/socket.ts,
 * the real socket server with graphql-ws, GraphQL validation and execution per event), the
 * memory each socket costs, and the time one publish takes to reach them all; beside the
 * floor: the same fan-out of the same JSON through plain `ws`, no GraphQL, in the same run.
 *
 *   npm run bench:live [-- --sockets 2000 --rounds 20]
 *
 * Each server runs in a child process of its own (--expose-gc, SQLite: no PostgreSQL, so the
 * publish is the process's own announceChange); the subscribers are raw sockets in this
 * process, so their cost is the same for both. The per-address socket limit (8) is lifted for
 * the bench by counting each socket as its own client.
 */
import { fork, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import WebSocket, { WebSocketServer } from 'ws'

import { fmt, percentile } from './lib'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const now = () => performance.timeOrigin + performance.now()

type Memory = { rss: number; heapUsed: number }
type FromServer = { port?: number; memory?: Memory }

// ------------------------------------------------------------------ the servers (child processes)

async function runServer(mode: 'graphql' | 'ws') {
  const server = http.createServer((_request, response) => response.writeHead(404).end())
  let publish: (at: number) => void
  let sequence = 0
  if (mode === 'graphql') {
    const { attachLiveContent } = await import('../src/publish/live/socket')
    const { announceChange } = await import('../src/publish/cache/shared-tags.mjs')
    attachLiveContent(server, {
      liveContentAnonymous: true,
      clientOf: (request) => `${request.socket.remoteAddress}:${request.socket.remotePort}`,
      production: true,
    })
    publish = (at) =>
      void announceChange({
        sequence: ++sequence,
        at,
        collection: 'posts',
        slug: String(at),
        previousSlug: null,
        tags: ['posts:bench', 'posts:list'],
      })
  } else {
    const wss = new WebSocketServer({ server })
    publish = (at) => {
      const data = JSON.stringify({
        contentChanged: {
          collection: 'posts',
          slug: String(at),
          tags: ['posts:bench', 'posts:list'],
          sequence: ++sequence,
        },
      })
      for (const client of wss.clients) client.send(data)
    }
  }
  const send = (message: FromServer) => process.send?.(message)
  server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }))
  process.on('message', (message: string) => {
    if (message === 'publish') publish(now())
    if (message === 'memory') {
      globalThis.gc?.()
      const { rss, heapUsed } = process.memoryUsage()
      send({ memory: { rss, heapUsed } })
    }
  })
}

// ------------------------------------------------------------------ the subscribers (this process)

function ask(child: ChildProcess, message: string): Promise<FromServer> {
  return new Promise((resolve) => {
    child.once('message', (answer: FromServer) => resolve(answer))
    child.send(message)
  })
}

/** Opens one subscriber; resolves once it is subscribed. `onEvent` gets the publish time of each event. */
function subscriber(port: number, mode: 'graphql' | 'ws', onEvent: (at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url = mode === 'graphql' ? `ws://127.0.0.1:${port}/api/graphql` : `ws://127.0.0.1:${port}/`
    const ws = mode === 'graphql' ? new WebSocket(url, 'graphql-transport-ws') : new WebSocket(url)
    ws.on('error', reject)
    ws.on('open', () => {
      if (mode === 'ws') return resolve(ws)
      ws.send(JSON.stringify({ type: 'connection_init' }))
    })
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type?: string
        payload?: { data?: { contentChanged?: { slug: string } } }
        contentChanged?: { slug: string }
      }
      if (message.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: 'subscription { contentChanged { collection slug tags sequence } }' },
          }),
        )
        // The server sends nothing until a change: the subscription is in once the next ping round trip is done.
        ws.send(JSON.stringify({ type: 'ping' }))
      } else if (message.type === 'pong') resolve(ws)
      const slug = message.payload?.data?.contentChanged?.slug ?? message.contentChanged?.slug
      if (slug) onEvent(Number(slug))
    })
  })
}

async function measure(mode: 'graphql' | 'ws', sockets: number, rounds: number) {
  const child = fork(import.meta.filename, ['--server', mode], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URI: 'file:./data/bench-live.db', LOG_LEVEL: 'warn' },
  })
  try {
    const { port } = await new Promise<FromServer>((resolve) => child.once('message', resolve))
    const before = (await ask(child, 'memory')).memory!
    const latencies: number[] = []
    const lastOfRound: number[] = []
    let received = 0
    let roundLast = 0
    const open: WebSocket[] = []
    for (let i = 0; i < sockets; i += 100) {
      const batch = Array.from({ length: Math.min(100, sockets - i) }, () =>
        subscriber(port!, mode, (at) => {
          const ms = now() - at
          latencies.push(ms)
          roundLast = Math.max(roundLast, ms)
          received++
        }),
      )
      open.push(...(await Promise.all(batch)))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const after = (await ask(child, 'memory')).memory!
    for (let round = 0; round < rounds; round++) {
      received = 0
      roundLast = 0
      child.send('publish')
      const end = Date.now() + 10_000
      while (received < sockets && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5))
      if (received < sockets) throw new Error(`${mode}: round ${round} reached ${received} of ${sockets}`)
      lastOfRound.push(roundLast)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (const ws of open) ws.terminate()
    latencies.sort((a, b) => a - b)
    lastOfRound.sort((a, b) => a - b)
    return {
      rssPerSocket: (after.rss - before.rss) / sockets,
      heapPerSocket: (after.heapUsed - before.heapUsed) / sockets,
      delivery: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
      all: { p50: percentile(lastOfRound, 50), p99: percentile(lastOfRound, 99) },
    }
  } finally {
    child.kill('SIGKILL')
  }
}

const serverMode = process.argv.indexOf('--server')
if (serverMode > 0) {
  const mode = process.argv[serverMode + 1] === 'ws' ? 'ws' : 'graphql'
  await runServer(mode)
} else {
  const sockets = arg('sockets', 2_000)
  const rounds = arg('rounds', 20)
  const kb = (bytes: number) => fmt(bytes / 1024)
  console.log(`bench/live: ${sockets} idle subscribers on one instance, ${rounds} publishes`)
  for (const mode of ['graphql', 'ws'] as const) {
    const r = await measure(mode, sockets, rounds)
    const name = mode === 'graphql' ? 'contentChanged (graphql-ws)' : 'plain ws, no GraphQL (floor)'
    console.log(
      `  ${name.padEnd(30)} memory/socket  heap ${kb(r.heapPerSocket)} KB  rss ${kb(r.rssPerSocket)} KB   ` +
        `publish→each ms p50 ${fmt(r.delivery.p50)} p99 ${fmt(r.delivery.p99)}   ` +
        `publish→all ms p50 ${fmt(r.all.p50)} p99 ${fmt(r.all.p99)}`,
    )
  }
}
