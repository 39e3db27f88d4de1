import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import http from 'node:http'

import { expect, test } from './fixtures'

import { WARM_UP_PAGES } from '../../src/lib/http/warm-up'

import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * The production server's life, on a second `npm start` of the same build with a database
 * of its own: health endpoints, request ids in one-line JSON logs, and a graceful shutdown
 * on SIGTERM that stops accepting, finishes the request and the delivery in flight, and
 * exits within 10 s.
 */
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50
const base = `http://127.0.0.1:${PORT}`
// Messages are acknowledged only when the test says so: a delivery that is in flight.
let smtp: SmtpPeer
let server: ChildProcess
let logs = ''
const READYZ_TOKEN = 'e2e-lifecycle-readyz-token-0123456789'

test.beforeAll(async () => {
  test.setTimeout(120_000)
  smtp = await startSmtpPeer('hold')
  server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      LISTEN_HOST: '127.0.0.1',
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_URI: await seededDatabase(path.resolve('data/e2e-lifecycle.db')),
      MEDIA_DIR: E2E_MEDIA_DIR,
      PAYLOAD_SECRET: 'e2e-lifecycle-secret-0123456789',
      SMTP_URL: smtp.url,
      DELIVERY_INSTANCE_ID: 'e2e-lifecycle',
      FORM_MIN_FILL_MS: '0',
      READYZ_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so the test can end every process of it whatever happens.
    detached: true,
  })
  server.stdout!.on('data', (c: Buffer) => (logs += c.toString()))
  server.stderr!.on('data', (c: Buffer) => (logs += c.toString()))
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200)
})

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  await smtp?.close()
})

test('/healthz and /readyz answer for a load balancer, uncached', async () => {
  const health = await fetch(`${base}/healthz`)
  expect(health.status).toBe(200)
  expect(health.headers.get('cache-control')).toContain('no-store')
  const ready = await fetch(`${base}/readyz`)
  expect(ready.status).toBe(200)
  const report = await ready.json()
  expect(report).toMatchObject({
    ready: true,
    checks: { accepting: true, database: true, migrations: { pending: [] }, deliveries: { stuck: false } },
  })
})

test('it says ready only after rendering the main pages once, and logs what each answered', async () => {
  // Written in the same turn as readiness, so at most a moment behind the 200 beforeAll waited for.
  await expect.poll(() => logs.split('\n').find((l) => l.includes('"warmUp"')) ?? '').not.toBe('')
  const lines = logs.split('\n')
  const listening = lines.findIndex((l) => l.includes('"msg":"listening on'))
  const ready = lines.findIndex((l) => l.includes('"warmUp"'))
  expect(listening).toBeGreaterThanOrEqual(0)
  expect(ready).toBeGreaterThan(listening)
  const entry = JSON.parse(lines[ready])
  expect(entry.msg).toMatch(/^ready on .* \(main pages rendered in \d+ ms\)$/)
  expect(entry.warmUp).toMatchObject({ ok: true })
  expect(Object.values(entry.warmUp.pages)).toEqual(WARM_UP_PAGES.map(() => 200))
  expect(Object.keys(entry.warmUp.pages)).toEqual(WARM_UP_PAGES)
})

test('/readyz through a front says ready and nothing else, unless the request bears READYZ_TOKEN', async () => {
  // A proxy's request: the forwarding header it adds (deploy/haproxy.cfg, option forwardfor).
  const viaFront = { 'x-forwarded-for': '203.0.113.9' }
  for (const headers of [viaFront, { ...viaFront, authorization: 'Bearer not-the-token-0123456789abcdef' }]) {
    const res = await fetch(`${base}/readyz`, { headers })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('{"ready":true}')
  }
  const bearer = await fetch(`${base}/readyz`, { headers: { ...viaFront, authorization: `Bearer ${READYZ_TOKEN}` } })
  expect(bearer.status).toBe(200)
  expect(await bearer.json()).toMatchObject({ ready: true, checks: { database: true, migrations: { pending: [] } } })
})

test('every answer carries a request id, and the logs are one JSON object per line with it', async () => {
  const res = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Log Test', email: 'not-an-email', message: 'x' }),
  })
  expect(res.status).toBe(400)
  const id = res.headers.get('x-request-id')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await expect.poll(() => logs.includes(id!)).toBe(true)
  const line = logs.split('\n').find((l) => l.includes(id!))!
  const entry = JSON.parse(line)
  expect(entry).toMatchObject({
    level: 'info',
    reqId: id,
    form: 'contact',
    status: 400,
    msg: 'form submission refused',
  })
  expect(line).not.toMatch(/\n|at .*\(.*:\d+:\d+\)/)
})

test('SIGTERM: no new connections, the delivery in flight finishes, exit within 10 s', async () => {
  const sent = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Shutdown Test', email: 'shutdown@example.org', message: 'In flight' }),
  })
  expect(sent.status).toBe(200)
  await expect.poll(() => smtp.held.some((m) => m.raw.includes('shutdown@example.org'))).toBe(true)

  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const signalledAt = Date.now()
  // To npm, as an orchestrator would: `npm start` execs its command, and npm passes the signal on.
  server.kill('SIGTERM')
  // New connections are refused once the server stops listening.
  await expect
    .poll(
      () =>
        new Promise<string>((resolve) =>
          http
            .get(`${base}/healthz`, () => resolve('answered'))
            .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error')),
        ),
    )
    .toBe('ECONNREFUSED')
  // The delivery is still in flight; acknowledging it lets the server finish and exit.
  smtp.held.find((m) => m.raw.includes('shutdown@example.org'))!.release()
  const { code, at } = await exited
  expect(code).toBe(0)
  expect(at - signalledAt).toBeLessThan(10_000)
  expect(logs).toContain('shutdown complete')
})
