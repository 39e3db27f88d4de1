/**
 * bench/cluster: several instances on one PostgreSQL behind the committed load balancer
 * (deploy/haproxy.cfg), measured in one run beside a single instance served directly:
 *   - requests/s and p99 for the home page and a blog post through the balancer with 1, 2
 *     and 3 instances, with the balancer's 3 s HTML cache as deployed and without it (so
 *     the instances themselves answer every request);
 *   - 1000 contact messages at concurrency 50 through the balancer to two instances, one
 *     SIGKILLed halfway and restarted: acknowledged, stored, lost, and messages per lead
 *     at a real SMTP peer.
 * Needs PostgreSQL (BENCH_DATABASE_URI: an empty database it may fill) and HAProxy. Every
 * address is on loopback; each run is bounded in time.
 *
 *   BENCH_DATABASE_URI=postgres://... npx tsx bench/cluster.ts [--connections 50] [--duration 10]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { buffer as readAll } from 'node:stream/consumers'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { startSmtpPeer } from '../tests/smtp-peer'
import { fmt, root, run, serveSite, stop, waitFor, work } from './lib'

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
})
const connections = Number(values.connections)
const duration = Number(values.duration)
const DATABASE = process.env.BENCH_DATABASE_URI
if (!DATABASE?.startsWith('postgres')) throw new Error('set BENCH_DATABASE_URI to an empty PostgreSQL database')
const LB = 3240
const INSTANCE_PORTS = [3241, 3242, 3243]
const POST = '/blog/two-week-sprints-explained'

const smtp = await startSmtpPeer()

const env = {
  DATABASE_URI: DATABASE,
  NEXT_DIST_DIR: '.next-bench',
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
  SITE_URL: `http://127.0.0.1:${LB}`,
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: smtp.url,
  RATE_LIMIT_MAX: '100000',
  FORM_MIN_FILL_MS: '0',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'bench-admin@northgrid.example',
  ADMIN_PASSWORD: 'bench-admin-password-1',
}
console.log('[bench] building the production site against PostgreSQL ...')
await run('npm', ['run', 'build', '--silent'], env)

const instances: ChildProcess[] = []
const startInstance = async (i: number) => {
  instances[i] = serveSite(INSTANCE_PORTS[i], { ...env, DELIVERY_INSTANCE_ID: `bench-${i}` })
  await waitFor(`http://127.0.0.1:${INSTANCE_PORTS[i]}/readyz`, 120_000)
}

/**
 * deploy/haproxy.cfg with one `server` line per instance, and its HTML cache on or off. Without
 * its TLS (bench/throughput measures the front with it), and without the http -> https and statistics frontends.
 */
function balancer(count: number, cache: boolean): ChildProcess {
  let conf = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8').replace(/^\s*server [ab] .*$/gm, '')
  conf = conf
    .replace(/^frontend http\n(?:[ \t]+.*\n)+/m, '')
    .replace(/^frontend statistics\n(?:[ \t]+.*\n)+/m, '')
    .replace(/^(\s*bind "\$\{LB_BIND\}") ssl .*$/m, '$1')
  conf += INSTANCE_PORTS.slice(0, count)
    .map((port, i) => `    server i${i} 127.0.0.1:${port}\n`)
    .join('')
  if (!cache)
    conf = conf.replace(/^\s*http-request cache-use .*$/m, '').replace(/^\s*http-response cache-store .*$/m, '')
  const file = path.join(work, `haproxy-${count}-${cache ? 'cache' : 'nocache'}.cfg`)
  fs.writeFileSync(file, conf)
  return spawn('haproxy', ['-db', '-f', file], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${LB}`, LB_UNPRIVILEGED: '1' },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  })
}

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  await autocannon({ url, connections, duration: 2 }) // warm-up
  const r = await autocannon({ url, connections, duration })
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

type Row = { target: string; home: Awaited<ReturnType<typeof load>>; post: Awaited<ReturnType<typeof load>> }
const rows: Row[] = []

await startInstance(0)
rows.push({
  target: 'one instance, direct (npm start)',
  home: await load(`http://127.0.0.1:${INSTANCE_PORTS[0]}/`),
  post: await load(`http://127.0.0.1:${INSTANCE_PORTS[0]}${POST}`),
})
for (const count of [1, 2, 3]) {
  for (let i = 1; i < count; i++) if (!instances[i]) await startInstance(i)
  for (const cache of [true, false]) {
    const lb = balancer(count, cache)
    await waitFor(`http://127.0.0.1:${LB}/`, 30_000)
    rows.push({
      target: `${count} instance${count > 1 ? 's' : ''} behind HAProxy${cache ? ', 3 s cache' : ', no cache'}`,
      home: await load(`http://127.0.0.1:${LB}/`),
      post: await load(`http://127.0.0.1:${LB}${POST}`),
    })
    stop(lb, 'SIGKILL')
    await new Promise((r) => setTimeout(r, 300))
  }
}
stop(instances[2], 'SIGTERM')

// Leads: 1000 through the balancer to two instances, the second SIGKILLed at 500 and restarted.
smtp.accepted.length = 0
const lb = balancer(2, true)
await waitFor(`http://127.0.0.1:${LB}/`, 30_000)
const runId = Date.now()
const acknowledged: string[] = []
let next = 0
const restarts: Promise<void>[] = []
/**
 * An answer cut short by the kill counts as no answer (0): stream/consumers rejects on a cut, where a bare 'end'
 * listener would wait forever.
 */
function submit(i: number): Promise<number> {
  const body = JSON.stringify({
    name: `Bench ${i}`,
    email: `cluster-${runId}-${i}@bench.example`,
    message: `Load test message ${i}`,
  })
  return new Promise((resolve) => {
    const req = http.request(
      `http://127.0.0.1:${LB}/api/forms/contact`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) =>
        void readAll(res).then(
          () => resolve(res.statusCode ?? 0),
          () => resolve(0),
        ),
    )
    req.on('error', () => resolve(0))
    req.setTimeout(30_000, () => req.destroy())
    req.end(body)
  })
}
const t0 = performance.now()
await Promise.all(
  Array.from({ length: 50 }, async () => {
    while (next < 1000) {
      const i = next++
      if (i === 500) {
        stop(instances[1], 'SIGKILL')
        restarts.push(new Promise((r) => setTimeout(r, 500)).then(() => startInstance(1)))
      }
      for (let attempt = 0; attempt < 60; attempt++) {
        if ((await submit(i)) === 200) {
          acknowledged.push(`cluster-${runId}-${i}@bench.example`)
          break
        }
        await new Promise((r) => setTimeout(r, 250))
      }
    }
  }),
)
const elapsed = (performance.now() - t0) / 1000
await Promise.all(restarts)

// Settle: every stored lead delivered (or 60 s), then count.
const login = await fetch(`http://127.0.0.1:${INSTANCE_PORTS[0]}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-admin@northgrid.example', password: 'bench-admin-password-1' }),
})
const token = login.status === 200 ? ((await login.json()) as { token: string }).token : null
type Lead = { id: number; email: string; deliveryStatus: string }
const leads = async (): Promise<Lead[]> =>
  token
    ? (
        (await (
          await fetch(
            `http://127.0.0.1:${INSTANCE_PORTS[0]}/api/contactMessages?where[email][like]=cluster-${runId}&limit=5000&depth=0`,
            { headers: { authorization: `JWT ${token}` } },
          )
        ).json()) as { docs: Lead[] }
      ).docs
    : []
const deadline = Date.now() + 60_000
while (Date.now() < deadline && !(await leads()).every((l) => l.deliveryStatus === 'delivered'))
  await new Promise((r) => setTimeout(r, 500))
const stored = await leads()
const perLead = new Map<string, number>()
for (const { raw } of smtp.accepted) {
  const id = /Message-ID: <contactMessages\.(\d+)\.notification@/i.exec(raw)?.[1]
  if (id) perLead.set(id, (perLead.get(id) ?? 0) + 1)
}
const lost = acknowledged.filter((e) => !stored.some((l) => l.email === e)).length
const undelivered = stored.filter((l) => !perLead.has(String(l.id))).length
const resent = [...perLead.values()].filter((n) => n > 1).length

stop(lb, 'SIGKILL')
for (const child of instances) stop(child, 'SIGKILL')
await smtp.close()

console.log(
  `\nbench/cluster: ${connections} connections, ${duration} s per run (after a 2 s warm-up), same machine (2 cores shared by every process), same run`,
)
console.log('target                                      home req/s   p99 ms  post req/s   p99 ms  errors')
for (const r of rows) {
  console.log(
    `${r.target.padEnd(42)} ${fmt(r.home.rps, 0).padStart(11)} ${fmt(r.home.p99, 0).padStart(8)} ${fmt(r.post.rps, 0).padStart(11)} ${fmt(r.post.p99, 0).padStart(8)} ${String(r.home.errors + r.post.errors).padStart(7)}`,
  )
}
console.log(
  `\nleads: 1000 contact messages, concurrency 50, through HAProxy to 2 instances, one SIGKILLed at 500 and restarted (${fmt(elapsed, 1)} s)`,
)
console.log(
  `  acknowledged ${acknowledged.length}   stored ${stored.length}   lost ${lost}   delivered ${stored.length - undelivered}   undelivered ${undelivered}   messages ${smtp.accepted.length}   leads sent twice ${resent} (same Message-ID)`,
)
if (!token) console.log('  (staff sign-in failed: set ADMIN_EMAIL/ADMIN_PASSWORD for the bench database)')
process.exit(0)
