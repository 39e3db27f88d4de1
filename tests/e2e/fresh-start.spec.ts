import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * A fresh instance started with the README's production command, `npm start`, as an operator starts it:
 * - every line of its stdout is one JSON object (docs/configuration.md), npm's banner included (the checkout's
 *   .npmrc silences it), from the start to the end of a SIGTERM;
 * - its metrics endpoint serves every series docs/operations.md lists (the table read from the doc), each counter
 *   with its known label sets at 0 before any event, so rate() sees the first one.
 */
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 3100) + 66
const METRICS_PORT = PORT + 1
const base = `http://127.0.0.1:${PORT}`
let server: ChildProcess
let stdout = ''
let stderr = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      LISTEN_HOST: '127.0.0.1',
      SITE_URL: base,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_URI: await seededDatabase(path.resolve('data/e2e-fresh-start.db')),
      MEDIA_DIR: E2E_MEDIA_DIR,
      PAYLOAD_SECRET: 'e2e-fresh-start-secret-0123456789',
      DELIVERY_INSTANCE_ID: 'e2e-fresh-start',
      METRICS_PORT: String(METRICS_PORT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own (npm, the server), so the test can end all of it whatever happens.
    detached: true,
  })
  server.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
  server.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 150_000 })
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
})

/** The metric names of docs/operations.md's table: its rows that name one of the site's own series. */
function documentedSeries(): string[] {
  const doc = fs.readFileSync('docs/operations.md', 'utf8')
  return [...doc.matchAll(/^\| `(northgrid_[a-z_]+)` \|/gm)].map((m) => m[1])
}

/** Every sample of the exposition: name, labels (instance_id aside) and value. */
function samples(body: string): { name: string; labels: Record<string, string>; value: number }[] {
  return body
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`not a sample: ${line}`)
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((l) => [l[1], l[2]]))
      delete labels.instance_id
      return { name: match[1], labels, value: Number(match[3]) }
    })
}

test("a fresh instance's metrics hold every documented series, its counters from 0", async () => {
  const names = documentedSeries()
  // The table as the doc has it: a row removed from it would go unchecked.
  expect(names).toEqual(
    expect.arrayContaining([
      'northgrid_http_requests_total',
      'northgrid_storage_errors_total',
      'northgrid_purges_total',
      'northgrid_lead_deliveries_total',
      'northgrid_html_cache_lookups_total',
    ]),
  )
  // The outbox figures come with the delivery runner's first read of the database, just after the start.
  let found: ReturnType<typeof samples> = []
  await expect
    .poll(
      async () => {
        found = samples(await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text())
        return names.filter((name) => !found.some((s) => s.name === name || s.name.startsWith(`${name}_`)))
      },
      { timeout: 30_000 },
    )
    // With an http SITE_URL there is no certificate to read: the one series absent by design.
    .toEqual(['northgrid_tls_certificate_expiry_timestamp_seconds'])

  const value = (name: string, labels: Record<string, string>) =>
    found.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value
  // Nothing failed, was purged or delivered yet: each known label set is there, at 0.
  for (const store of ['media', 'cvs'])
    for (const operation of ['write', 'delete'])
      expect(value('northgrid_storage_errors_total', { store, operation }), `${store} ${operation}`).toBe(0)
  for (const target of ['html-cache', 'cdn', 'front'])
    for (const outcome of ['ok', 'failed'])
      expect(value('northgrid_purges_total', { target, outcome }), `${target} ${outcome}`).toBe(0)
  for (const outcome of ['delivered', 'retrying', 'failed', 'no-transport', 'skipped'])
    expect(value('northgrid_lead_deliveries_total', { kind: 'contactMessages', outcome }), outcome).toBe(0)
  // Every route of the build, before any visitor: no page has answered 500 or 503, nor a form 200.
  for (const route of ['/', '/[slug]', '/api/[...slug]'])
    for (const code of ['500', '503'])
      expect(value('northgrid_http_requests_total', { route, method: 'GET', code }), `${route} ${code}`).toBe(0)
  expect(value('northgrid_http_requests_total', { route: '/api/forms/[kind]', method: 'POST', code: '200' })).toBe(0)
  for (const name of [
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
    'nodejs_eventloop_lag_p99_seconds',
  ])
    expect(
      found.some((s) => s.name === name),
      name,
    ).toBe(true)
})
