/**
 * bench/throughput: requests per second and p99 latency for the home page and a blog post,
 * side by side in the same run with
 *   - a minimal Next.js 16 page, built here by this script (the framework's floor),
 *   - a minimal Next.js 16 page as heavy as our home page (the floor for that many bytes),
 *   - the same HTML served as static files by nginx (the ceiling),
 *   - our site as `npm start` serves it (server.ts: Next.js behind its in-process HTML cache),
 *     and the same build under a bare `next start` (no HTML cache),
 *   - our site behind nginx caching the HTML for 10 s (the documented CDN/cache deployment).
 * Uses autocannon; every address is on loopback; each run is bounded in time.
 *
 *   npx tsx bench/throughput.ts [--connections 50] [--duration 10]
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { buildBaseline, buildSite, fmt, serve, serveSite, stop, waitFor, work } from './lib'

const { values } = parseArgs({ options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } } })
const connections = Number(values.connections)
const duration = Number(values.duration)
const PORTS = { site: 3221, baseline: 3222, static: 3223, cached: 3224, weighted: 3225, bare: 3226 }
const POST = '/blog/two-week-sprints-explained'

// 1. Our site, production build on its own database.
const siteEnv = await buildSite('throughput', PORTS.site)

// 2. The baseline: a minimal Next.js 16 page (bench/lib.ts).
const baseline = await buildBaseline()

const site = serveSite(PORTS.site, siteEnv)
// Next.js alone, measured on purpose: production otherwise refuses to start without server.ts.
const bare = serve(PORTS.bare, { ...siteEnv, ALLOW_BARE_NEXT_START: '1' })
await waitFor(`http://127.0.0.1:${PORTS.site}/`)
await waitFor(`http://127.0.0.1:${PORTS.bare}/`)
const homeHtml = await (await fetch(`http://127.0.0.1:${PORTS.site}/`)).text()
const postHtml = await (await fetch(`http://127.0.0.1:${PORTS.site}${POST}`)).text()

// 2b. The same minimal page carrying as many bytes of HTML as our home page.
const weightedDir = await buildBaseline({ weightBytes: Buffer.byteLength(homeHtml) })
const base = serve(PORTS.baseline, {}, baseline)
const weighted = serve(PORTS.weighted, {}, weightedDir)
await waitFor(`http://127.0.0.1:${PORTS.baseline}/`)
await waitFor(`http://127.0.0.1:${PORTS.weighted}/`)
const weightedHtml = await (await fetch(`http://127.0.0.1:${PORTS.weighted}/`)).text()
const baseHtml = await (await fetch(`http://127.0.0.1:${PORTS.baseline}/`)).text()

// 3. The same HTML as static files, and our site behind a short HTML cache, both in nginx.
const staticDir = path.join(work, 'static')
fs.mkdirSync(path.join(staticDir, 'blog'), { recursive: true })
fs.writeFileSync(path.join(staticDir, 'index.html'), homeHtml)
fs.writeFileSync(path.join(staticDir, `${POST.slice(1)}.html`), postHtml)
const nginxDir = path.join(work, 'nginx')
fs.mkdirSync(path.join(nginxDir, 'cache'), { recursive: true })
fs.mkdirSync(path.join(nginxDir, 'logs'), { recursive: true })
const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body; proxy_temp_path ${nginxDir}/proxy; fastcgi_temp_path ${nginxDir}/fastcgi; uwsgi_temp_path ${nginxDir}/uwsgi; scgi_temp_path ${nginxDir}/scgi;
  proxy_cache_path ${nginxDir}/cache levels=1:2 keys_zone=html:10m max_size=100m inactive=1m;
  server {
    listen 127.0.0.1:${PORTS.static};
    root ${staticDir};
    default_type text/html;
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
  server {
    listen 127.0.0.1:${PORTS.cached};
    location / {
      proxy_pass http://127.0.0.1:${PORTS.site};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache html;
      proxy_cache_valid 200 10s;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_lock on;
      proxy_ignore_headers Cache-Control Set-Cookie Vary;
    }
  }
}
`
fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), conf)
const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
try {
  execFileSync(nginx, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir])
} catch (error) {
  console.error('[bench] nginx is needed (Debian: apt-get install nginx)')
  stop(site)
  stop(bare)
  stop(base)
  stop(weighted)
  throw error
}
await waitFor(`http://127.0.0.1:${PORTS.static}/`)

type Result = { rps: number; p99: number; errors: number }
async function load(url: string): Promise<Result> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections, duration: 2 })
  const r = await autocannon({ url, connections, duration })
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

// The baselines are a single page: they have no post (null).
const rows: [string, Result, Result | null][] = []
for (const [name, port] of [['minimal Next.js page (baseline)', PORTS.baseline], ['minimal page, as heavy as our home', PORTS.weighted], ['static file (nginx)', PORTS.static], ['our site (npm start)', PORTS.site], ['our site (bare next start)', PORTS.bare], ['our site behind nginx 10 s cache', PORTS.cached]] as const) {
  const home = await load(`http://127.0.0.1:${port}/`)
  const post = port === PORTS.baseline || port === PORTS.weighted ? null : await load(`http://127.0.0.1:${port}${POST}`)
  rows.push([name, home, post])
}

execFileSync(nginx, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-s', 'quit'])
stop(site)
stop(bare)
stop(base)
stop(weighted)

const get = (name: string) => rows.find((r) => r[0].startsWith(name))!
const [, baseHome] = get('minimal Next')
const [, weightedHome] = get('minimal page, as heavy')
const [, staticHome, staticPost] = get('static') as [string, Result, Result]
const [, ourHome, ourPost] = get('our site (npm') as [string, Result, Result]
const [, bareHome, barePost] = get('our site (bare') as [string, Result, Result]
const [, cachedHome, cachedPost] = get('our site behind') as [string, Result, Result]

console.log('')
const kb = (html: string) => `${fmt(Buffer.byteLength(html) / 1024, 0)} KB`
console.log(`bench/throughput: ${connections} connections, ${duration} s per run (after a 2 s warm-up), same machine, same run`)
console.log(`HTML per response: minimal page ${kb(baseHtml)}, heavy minimal page ${kb(weightedHtml)}, our home ${kb(homeHtml)}, our post ${kb(postHtml)}`)
console.log(`${'target'.padEnd(36)}${'home req/s'.padStart(12)}${'p99 ms'.padStart(9)}${'post req/s'.padStart(12)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`)
for (const [name, home, post] of rows) {
  console.log(`${name.padEnd(36)}${fmt(home.rps, 0).padStart(12)}${fmt(home.p99, 0).padStart(9)}${(post ? fmt(post.rps, 0) : '(same page)').padStart(12)}${(post ? fmt(post.p99, 0) : '').padStart(9)}${String(home.errors + (post?.errors ?? 0)).padStart(8)}`)
}
console.log('')
console.log(`ours / minimal Next.js page:   home ${fmt(ourHome.rps / baseHome.rps, 2)}x   post ${fmt(ourPost.rps / baseHome.rps, 2)}x   (bare next start: home ${fmt(bareHome.rps / baseHome.rps, 2)}x   post ${fmt(barePost.rps / baseHome.rps, 2)}x)`)
console.log(`ours / minimal page as heavy:  home ${fmt(ourHome.rps / weightedHome.rps, 2)}x   (bare next start: ${fmt(bareHome.rps / weightedHome.rps, 2)}x)`)
console.log(`ours / static file:            home ${fmt(ourHome.rps / staticHome.rps, 2)}x   post ${fmt(ourPost.rps / staticPost.rps, 2)}x`)
console.log(`cached deployment / static:    home ${fmt(cachedHome.rps / staticHome.rps, 2)}x   post ${fmt(cachedPost.rps / staticPost.rps, 2)}x`)
