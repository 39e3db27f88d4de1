/**
 * bench/edge: the committed Varnish (deploy/varnish/default.vcl, xkey) in front of one instance, the home page under
 * load while an editor publishes an edit of it every few seconds, in one run with three configurations:
 *   - baseline: no Varnish, the load on the instance itself (its own HTML cache answers repeat views);
 *   - Varnish, no purger configured (the default): the instance lets a shared cache keep a page 5 s
 *     (src/publish/edge/headers.ts), so Varnish asks again every 5 s;
 *   - CDN_PURGER=varnish: the instance lets Varnish keep the page a day and purges it by its content names on
 *     each edit.
 * Printed for each: requests served, Varnish's hit ratio (its own counters: cache_hit / (cache_hit + cache_miss)), the
 * requests that reached Node (Varnish's backend_req), and how long after each edit's save a new visitor through
 * Varnish first saw it.
 *
 *   npx tsx bench/edge.ts [--connections 20] [--duration 20] [--every 4] [--port 3250]
 * (the site on port+1; BENCH_REUSE_BUILD=1 serves the last bench build, BENCH_DIST_DIR=.next-e2e another build)
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { startVarnish, stopVarnish, type TestVarnish } from '../tests/varnish'
import { buildSite, fmt, serveSite, stop, waitFor, work } from './lib'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    every: { type: 'string', default: '4' },
    port: { type: 'string', default: '3250' },
  },
})
const connections = Number(values.connections)
const duration = Number(values.duration)
const every = Number(values.every)
const VARNISH = Number(values.port)
const SITE = VARNISH + 1
const ADMIN = { email: 'bench-admin@northgrid.example', password: 'bench-admin-password-1' }
const edge = (path: string) => `http://127.0.0.1:${VARNISH}${path}`

const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
/** BENCH_DIST_DIR: serve a build made already (e.g. the browser tests' .next-e2e) on a fresh database instead. */
function existingBuild(dist: string): Record<string, string> {
  const db = path.join(work, 'edge.db')
  for (const f of [db, `${db}-wal`, `${db}-shm`]) fs.rmSync(f, { force: true })
  fs.rmSync(path.join(work, 'edge-media'), { recursive: true, force: true })
  console.log(`[bench] serving the build in ${dist} on a fresh database`)
  return {
    DATABASE_URI: `file:${db}`,
    MEDIA_DIR: path.join(work, 'edge-media'),
    NEXT_DIST_DIR: dist,
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
    SITE_URL: edge(''),
  }
}
const env = process.env.BENCH_DIST_DIR
  ? existingBuild(process.env.BENCH_DIST_DIR)
  : await buildSite('edge', VARNISH, { ...adminEnv, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' })

let site: ChildProcess | undefined
let varnish: TestVarnish | undefined
process.on('exit', () => {
  stop(site)
  stopVarnish(varnish)
})

async function token(front: (path: string) => string): Promise<string> {
  const res = await fetch(front('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  return ((await res.json()) as { token: string }).token
}

/** The home page's banner title, published through the CMS's REST API as staff. */
async function editHome(front: (path: string) => string, jwt: string, id: number, title: string): Promise<void> {
  const res = await fetch(front(`/api/pages/${id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${jwt}` },
    body: JSON.stringify({ bannerTitle: title }),
  })
  if (res.status !== 200) throw new Error(`the edit answered ${res.status}`)
}

type Result = { requests: number; hits: number; misses: number; toNode: number; seenAfterMs: number[] }

type Mode = 'direct' | 'varnish' | 'purged'

async function measure(mode: Mode): Promise<Result> {
  const purger = mode === 'purged'
  site = serveSite(SITE, {
    ...env,
    ...adminEnv,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(purger ? { CDN_PURGER: 'varnish', VARNISH_PURGE_URLS: edge('/') } : {}),
  })
  await waitFor(`http://127.0.0.1:${SITE}/readyz`, 120_000)
  // Without Varnish the visitors (and the editor) go to the instance: every request reaches Node.
  const front = mode === 'direct' ? (path: string) => `http://127.0.0.1:${SITE}${path}` : edge
  if (mode !== 'direct') {
    varnish = startVarnish(VARNISH, [`127.0.0.1:${SITE}`])
    const end = Date.now() + 60_000
    while ((await fetch(edge('/')).catch(() => null))?.status !== 200)
      if (Date.now() > end) throw new Error('Varnish did not answer 200')
  }
  const jwt = await token(front)
  const home = (
    (await (await fetch(front('/api/pages?where[slug][equals]=home&depth=0'))).json()) as { docs: { id: number }[] }
  ).docs[0]
  const before = varnish?.stats() ?? {}
  const seenAfterMs: number[] = []
  let stopped = false
  const editor = (async () => {
    for (let i = 0; !stopped; i++) {
      await new Promise((resolve) => setTimeout(resolve, every * 1000))
      if (stopped) break
      const title = `Edge bench ${mode} ${i} ${Date.now()}`
      await editHome(front, jwt, home.id, title)
      const saved = Date.now()
      // A new visitor: one request through Varnish until the edit shows (at most 30 s).
      while (!stopped && Date.now() - saved < 30_000) {
        if ((await (await fetch(front('/'))).text()).includes(title)) {
          seenAfterMs.push(Date.now() - saved)
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  })()
  const load = await autocannon({ url: front('/'), connections, duration })
  stopped = true
  await editor
  const after = varnish?.stats() ?? {}
  const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0)
  stop(site)
  stopVarnish(varnish)
  varnish = undefined
  await new Promise((resolve) => setTimeout(resolve, 1000))
  return {
    requests: load.requests.total,
    hits: delta('MAIN.cache_hit'),
    misses: delta('MAIN.cache_miss'),
    // Without Varnish every visitor's request is answered by Node (the editor's own checks not counted).
    toNode: mode === 'direct' ? load.requests.total : delta('MAIN.backend_req'),
    seenAfterMs,
  }
}

const direct = await measure('direct')
const baseline = await measure('varnish')
const purged = await measure('purged')

const row = (name: string, r: Result) => {
  const sorted = [...r.seenAfterMs].sort((a, b) => a - b)
  const ratio = r.hits + r.misses ? `${fmt((100 * r.hits) / (r.hits + r.misses), 2)} %` : '-'
  return `| ${name} | ${r.requests} | ${ratio} | ${r.toNode} | ${sorted.length} | ${sorted.length ? `${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)}` : '-'} |`
}
console.log(
  `\nThe home page through Varnish, ${connections} connections for ${duration} s, an edit of it published every ${every} s\n`,
)
console.log(
  '| configuration | requests | Varnish hit ratio | requests that reached Node | edits | seen after, ms (median / max) |',
)
console.log('| --- | --- | --- | --- | --- | --- |')
console.log(row('baseline: no Varnish, the instance alone', direct))
console.log(row('Varnish, no purger: s-maxage=5', baseline))
console.log(row('CDN_PURGER=varnish: s-maxage=86400, purged on publish', purged))
