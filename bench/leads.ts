/**
 * bench/leads: 1,000 contact-form submissions at concurrency 50 against the production
 * build, while the mail service (a local server speaking SPEC.md's protocol) fails half of
 * the time. Prints accepted, stored, delivered, failed and p50/p95/p99 latency.
 *
 *   npx tsx bench/leads.ts            the load alone
 *   npx tsx bench/leads.ts --kill     SIGKILL the server in the middle of the load, restart
 *                                     it, and count acknowledged submissions that are missing
 *                                     (must be 0) and those delivered after the restart
 *
 * Options: --total N (1000), --concurrency N (50), --port N (3210). Bounded in count and time;
 * every address is on loopback.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

import { buildSite, fmt, percentile, serveSite, stop, waitFor } from './lib'

const { values } = parseArgs({
  options: {
    kill: { type: 'boolean', default: false },
    total: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    port: { type: 'string', default: '3210' },
  },
})
const total = Number(values.total)
const concurrency = Number(values.concurrency)
const port = Number(values.port)
const base = `http://127.0.0.1:${port}`
const admin = { email: 'bench-admin@northgrid.example', password: 'bench-admin-password-1' }

// The mail service: every other call fails (500), the rest answer 200 "OK".
let calls = 0
const mail = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    calls++
    if (calls % 2 === 0) res.writeHead(500).end('Internal error')
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('OK')
  })
})
await new Promise<void>((r) => mail.listen(0, '127.0.0.1', r))
const mailUrl = `http://127.0.0.1:${(mail.address() as AddressInfo).port}`

const env = await buildSite('leads', port, {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  MAIL_SERVICE_URL: mailUrl,
  MAIL_SERVICE_USER_ID: 'user_bench',
  MAIL_SERVICE_SERVICE_ID: 'service_bench',
  MAIL_SERVICE_TEMPLATE_ID: 'template_bench',
  // One client (this script) sends everything: the per-client limits are raised for the benchmark.
  RATE_LIMIT_MAX: String(total * 10),
  FORM_MIN_FILL_MS: '0',
})
let server = serveSite(port, env)
await waitFor(`${base}/`)

const latencies: number[] = []
const acknowledged: string[] = []
let refused = 0
let killedAt = 0
let restartedAt = 0
const runId = Date.now()

async function submit(i: number, tries = 0): Promise<void> {
  const email = `lead-${runId}-${i}@bench.example`
  const started = performance.now()
  try {
    const res = await fetch(`${base}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: `Bench ${i}`, email, message: `Load test message ${i}`, page: '/contact-us' }),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await res.json()) as { ok?: boolean }
    if (res.status === 200 && body.ok) {
      latencies.push(performance.now() - started)
      acknowledged.push(email)
    } else refused++
  } catch {
    // The server is down (killed): like a browser retrying, try again shortly, a bounded number of times.
    if (tries < 60) {
      await new Promise((r) => setTimeout(r, 500))
      return submit(i, tries + 1)
    }
    refused++ // never acknowledged, so never promised
  }
}

let next = 0
async function worker(): Promise<void> {
  while (next < total) {
    const i = next++
    if (values.kill && i === Math.floor(total / 2) && !killedAt) {
      killedAt = Date.now()
      stop(server, 'SIGKILL')
      console.log(`[bench] SIGKILL at submission ${i}`)
      setTimeout(() => {
        server = serveSite(port, env)
        void waitFor(`${base}/`).then(() => {
          restartedAt = Date.now()
          console.log('[bench] server restarted')
        })
      }, 500)
    }
    await submit(i)
  }
}

const t0 = performance.now()
await Promise.all(Array.from({ length: concurrency }, worker))
const elapsed = (performance.now() - t0) / 1000
if (values.kill && !restartedAt) await waitFor(`${base}/`, 60_000)

// Staff view of the leads, through REST, until delivery settles (bounded).
const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
})
const { token } = (await login.json()) as { token: string }
type Lead = { email: string; deliveryStatus: string; deliveredAt?: string }
async function leads(): Promise<Lead[]> {
  const all: Lead[] = []
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${base}/api/contactMessages?limit=500&page=${page}&depth=0&where[email][like]=lead-${runId}-`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const body = (await res.json()) as { docs: Lead[]; hasNextPage: boolean }
    all.push(...body.docs)
    if (!body.hasNextPage) return all
  }
}
const settleUntil = Date.now() + 180_000
let stored = await leads()
while (
  Date.now() < settleUntil &&
  stored.some((l) => l.deliveryStatus === 'pending' || l.deliveryStatus === 'retrying')
) {
  await new Promise((r) => setTimeout(r, 2000))
  stored = await leads()
}
stop(server)
mail.close()

const storedEmails = new Set(stored.map((l) => l.email))
const missing = acknowledged.filter((e) => !storedEmails.has(e)).length
const delivered = stored.filter((l) => l.deliveryStatus === 'delivered')
const failed = stored.filter((l) => l.deliveryStatus === 'failed').length
const pending = stored.filter((l) => l.deliveryStatus === 'pending' || l.deliveryStatus === 'retrying').length
latencies.sort((a, b) => a - b)

console.log('')
console.log(
  `bench/leads${values.kill ? ' --kill' : ''}: ${total} submissions, concurrency ${concurrency}, mail service failing every other call`,
)
console.log(`  submitted      ${total}  in ${fmt(elapsed)} s (${fmt(acknowledged.length / elapsed, 0)} accepted/s)`)
console.log(`  accepted       ${acknowledged.length}   (refused or unanswered: ${refused})`)
console.log(`  stored         ${stored.length}`)
console.log(`  delivered      ${delivered.length}`)
console.log(`  failed         ${failed}   (still retrying at the end: ${pending})`)
console.log(
  `  latency ms     p50 ${fmt(percentile(latencies, 50))}   p95 ${fmt(percentile(latencies, 95))}   p99 ${fmt(percentile(latencies, 99))}`,
)
console.log(`  mail calls     ${calls}`)
if (values.kill) {
  const afterRestart = delivered.filter((l) => l.deliveredAt && new Date(l.deliveredAt).getTime() >= killedAt).length
  console.log(`  acknowledged but missing after SIGKILL: ${missing}`)
  console.log(`  delivered after the restart:            ${afterRestart}`)
}
process.exit(missing === 0 ? 0 : 1)
