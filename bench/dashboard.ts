/**
 * bench/dashboard: the staff dashboard (/build) with 100,000 leads in the database, beside
 * the plain admin list of the same collection (/build/collections/contactMessages, its
 * default view), in one run against the production build, signed in as an admin.
 *
 *   npx tsx bench/dashboard.ts [--leads 100000] [--runs 15] [--port 3230] [--dist .next-e2e]
 *
 * --dist serves a production build made already (such as the browser tests') instead of building one.
 *
 * The leads are written with one SQL statement into a throwaway SQLite database (bench/.work),
 * spread over the last 12 weeks, one in ten spam. Prints p50/p95 in Chromium, from navigation until shown.
 */
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

// Payload's SQLite adapter's own client (a dependency of @payloadcms/db-sqlite).
import { createClient } from '@libsql/client'

import { z } from 'zod'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { buildSite, fmt, percentile, serveSite, stop, waitFor, work } from './lib'

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    port: { type: 'string', default: '3230' },
    dist: { type: 'string' },
  },
})
const leads = Number(values.leads)
const runs = Number(values.runs)
const port = Number(values.port)
const base = `http://127.0.0.1:${port}`
const admin = { email: 'bench-admin@northgrid.example', password: 'bench-admin-password-1' }

const extra = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DELIVERY_RUNNER: 'off' }
const env = values.dist
  ? {
      DATABASE_URI: `file:${work}/dashboard.db`,
      NEXT_DIST_DIR: values.dist,
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
      SITE_URL: base,
      ...extra,
    }
  : await buildSite('dashboard', port, extra)

// First start: migrations and the seed; then the leads, straight into the table.
let server = serveSite(port, env)
try {
  await waitFor(`${base}/`, 300_000)
} finally {
  stop(server)
}
await new Promise((r) => setTimeout(r, 1000))
const db = createClient({ url: env.DATABASE_URI })
await db.execute('DELETE FROM contact_messages')
const started = Date.now()
await db.execute({
  sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
    INSERT INTO contact_messages (name, email, message, status, delivery_status, delivery_attempts, updated_at, created_at)
    SELECT 'Bench ' || i, 'bench' || i || '@visitor.example', 'Hello from the bench', CASE WHEN i % 10 = 0 THEN 'spam' ELSE 'new' END,
      CASE WHEN i % 50 = 0 THEN 'failed' ELSE 'delivered' END, 1,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 84) || ' days', '-' || (i % 1440) || ' minutes'),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 84) || ' days', '-' || (i % 1440) || ' minutes')
    FROM n`,
  args: [leads],
})
const seeded = Number((await db.execute('SELECT count(*) AS c FROM contact_messages')).rows[0].c)
console.log(`[bench] ${seeded} contact messages seeded in ${Date.now() - started} ms`)
db.close()

server = serveSite(port, env)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await waitFor(`${base}/`, 120_000)
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = z.object({ token: z.string() }).parse(await login.json())
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addCookies([{ name: 'payload-token', value: token, url: base }])
  const page = await context.newPage()
  // Payload's admin renders its views in the browser: timed from navigation until what the page is for is on screen.
  const timed = async (path: string, ready: string) => {
    const t0 = performance.now()
    await page.goto(`${base}${path}`)
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 })
    return performance.now() - t0
  }
  const list = '/build/collections/contactMessages?where[status][not_equals]=spam'
  // The dashboard is ready with its counts (the first number links to a list); the list with its first row.
  const pages = {
    'dashboard (/build)': ['/build', '.ng-dashboard a[href*="/build/collections/"]'],
    'plain list, same collection': [list, 'table tbody tr'],
  } as const
  // Warm both once (the route's code, caches).
  for (const [path, ready] of Object.values(pages)) await timed(path, ready)
  const heading = await page.goto(`${base}/build`).then(() => page.getByRole('heading', { name: 'Today at Northgrid' }))
  await heading.waitFor({ state: 'visible' })
  const times: Record<string, number[]> = {}
  for (let i = 0; i < runs; i++) {
    // Interleaved, so both see the same machine load.
    for (const [name, [path, ready]] of Object.entries(pages)) (times[name] ??= []).push(await timed(path, ready))
  }
  console.log(`\n${seeded} leads, ${runs} runs each, interleaved; Chromium, from navigation until shown, as admin\n`)
  console.log('page                          p50 ms   p95 ms')
  for (const [name, list_] of Object.entries(times)) {
    const sorted = [...list_].sort((a, b) => a - b)
    console.log(
      `${name.padEnd(29)} ${fmt(percentile(sorted, 50)).padStart(7)} ${fmt(percentile(sorted, 95)).padStart(8)}`,
    )
  }
} finally {
  await browser.close()
  stop(server)
}
