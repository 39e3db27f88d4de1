/**
 * bench/throughput: home-page requests per second as deployed, beside the ceiling, in the same
 * run, with load generators that are not the bottleneck (Debian's wrk and h2load, native and
 * multi-threaded; a single Node process stops near 3,000 req/s here):
 *   - our site through the committed front (deploy/haproxy.cfg: TLS, HTTP/2 or HTTP/1.1,
 *     its 3 s micro-cache) in front of `npm start`,
 *   - nginx serving the same HTML as a file through the same TLS (same certificate, same
 *     protocols): the ceiling,
 *   - and plain HTTP/1.1 without TLS: `npm start` itself, nginx's file, and a minimal
 *     Next.js 16 page built here (the framework's floor).
 * HTTP/2 is loaded by h2load (CONNECTIONS connections, 10 streams each), HTTP/1.1 by wrk
 * (CONNECTIONS connections). Every target sends the same bytes: the brotli answer visitors get (nginx
 * serves the site's own brotli bytes as a file), and for HTTP/2 also the uncompressed HTML. Every
 * address is on loopback; each figure is the median of RUNS timed runs after a warm-up.
 *
 *   npx tsx bench/throughput.ts [--connections 50] [--duration 10] [--runs 5]
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { parseArgs } from 'node:util'

import { makeTestCertificate, request, startFront } from '../tests/front'
import { buildBaseline, buildSite, fmt, serve, serveSite, stop, stopOnExit, waitFor, work } from './lib'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
  },
})
const connections = Number(values.connections)
const duration = Number(values.duration)
const runs = Number(values.runs)
const PORTS = { site: 3221, baseline: 3222, static: 3223, staticTls: 3224, front: 3225, frontHttp: 3226 }

for (const tool of ['wrk', 'h2load', 'nginx', 'haproxy', 'openssl']) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' })
  } catch {
    throw new Error(`${tool} is needed (Debian: apt-get install wrk nghttp2-client nginx haproxy openssl)`)
  }
}

const siteEnv = await buildSite('throughput', PORTS.site)
const baselineDir = await buildBaseline()
const certificate = makeTestCertificate()
const children: ChildProcess[] = [serveSite(PORTS.site, siteEnv), serve(PORTS.baseline, {}, baselineDir)]
stopOnExit(children)
await waitFor(`http://127.0.0.1:${PORTS.site}/`)
await waitFor(`http://127.0.0.1:${PORTS.baseline}/`)
children.push(startFront({ https: PORTS.front, http: PORTS.frontHttp }, [`127.0.0.1:${PORTS.site}`], certificate))
const frontHome = `https://127.0.0.1:${PORTS.front}/`
const end = Date.now() + 30_000
while ((await request(frontHome, certificate.cert).catch(() => null))?.status !== 200) {
  if (Date.now() > end) throw new Error('the front did not answer 200 within 30 s')
  await new Promise((r) => setTimeout(r, 250))
}
const homeHtml = (await request(`http://127.0.0.1:${PORTS.site}/`, certificate.cert)).body

// nginx: the same HTML as a file, over plain HTTP and over TLS with the front's certificate and protocols.
const nginxDir = path.join(work, 'nginx')
const staticDir = path.join(work, 'static')
fs.rmSync(nginxDir, { recursive: true, force: true })
fs.mkdirSync(path.join(nginxDir, 'logs'), { recursive: true })
fs.mkdirSync(staticDir, { recursive: true })
fs.writeFileSync(path.join(staticDir, 'index.html'), homeHtml)
// The brotli answer the site sends visitors, served as it is with its Content-Encoding.
const homeBr = await new Promise<Buffer>((resolve, reject) =>
  http.get(`http://127.0.0.1:${PORTS.site}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
    if (res.headers['content-encoding'] !== 'br') reject(new Error('the site sent no brotli'))
    buffer(res).then(resolve, reject)
  }),
)
fs.mkdirSync(path.join(staticDir, 'br'), { recursive: true })
fs.writeFileSync(path.join(staticDir, 'br', 'index.html'), homeBr)
fs.writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # HTTP/2 and HTTP/1.1 connections are not closed after 1,000 requests (load generators do not reconnect).
  keepalive_requests 100000000;
  client_body_temp_path ${nginxDir}/body; proxy_temp_path ${nginxDir}/proxy; fastcgi_temp_path ${nginxDir}/fastcgi; uwsgi_temp_path ${nginxDir}/uwsgi; scgi_temp_path ${nginxDir}/scgi;
  root ${staticDir};
  default_type text/html;
  server {
    listen 127.0.0.1:${PORTS.static};
    location /br/ { add_header Content-Encoding br; }
  }
  server {
    listen 127.0.0.1:${PORTS.staticTls} ssl http2;
    ssl_certificate ${certificate.pem};
    ssl_certificate_key ${certificate.pem};
    ssl_protocols TLSv1.2 TLSv1.3;
    location /br/ { add_header Content-Encoding br; }
  }
}
`,
)
const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
execFileSync(nginx, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir])
await waitFor(`http://127.0.0.1:${PORTS.static}/`)

type Result = { rps: number; latency: string; errors: number }
/** wrk (HTTP/1.1, plain or TLS): requests/s, p99, and answers that were not 2xx/3xx or never came. */
const BR = ['-H', 'Accept-Encoding: br']
function wrk(url: string, seconds: number, br = false): Result {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...(br ? BR : []), url]
  const out = execFileSync('wrk', args, { encoding: 'utf8' })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1) ?? []
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + socket.reduce((sum, n) => sum + Number(n), 0)
  return { rps, latency: `p99 ${/\s99%\s+(\S+)/.exec(out)?.[1] ?? '?'}`, errors }
}
/** h2load (HTTP/2 over TLS): requests/s and mean latency (h2load prints no percentiles). */
function h2load(url: string, seconds: number, br = false): Result {
  const args = ['-t2', `-c${connections}`, '-m10', `-D${seconds}`, ...(br ? BR : []), url]
  const out = execFileSync('h2load', args, { encoding: 'utf8' })
  const rps = Number(/finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(out)?.[1])
  const failed = /requests: .*?(\d+) failed, .*?(\d+) errored/.exec(out)
  const codes = /status codes: \d+ 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(out)?.slice(1) ?? []
  const errors = Number(failed?.[1] ?? 0) + Number(failed?.[2] ?? 0) + codes.reduce((sum, n) => sum + Number(n), 0)
  return { rps, latency: `mean ${/time for request:\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? '?'}`, errors }
}

const nginxTls = `https://127.0.0.1:${PORTS.staticTls}/`
const nginxPlain = `http://127.0.0.1:${PORTS.static}/`
const NAMES = {
  nginxH2: 'nginx, the brotli file, TLS, HTTP/2',
  frontH2: 'our site through the front, TLS, HTTP/2',
  nginxH1: 'nginx, the brotli file, TLS, HTTP/1.1',
  frontH1: 'our site through the front, TLS, HTTP/1.1',
  nginxPlain: 'nginx, the brotli file, plain HTTP/1.1',
  site: 'our site, npm start, plain HTTP/1.1',
  nginxH2Identity: 'nginx, the HTML file, TLS, HTTP/2, identity',
  frontH2Identity: 'the front, TLS, HTTP/2, identity',
  baseline: 'minimal Next.js page, next start, plain',
}
const targets: { name: string; load: (seconds: number) => Result }[] = [
  { name: NAMES.nginxH2, load: (s) => h2load(`${nginxTls}br/`, s, true) },
  { name: NAMES.frontH2, load: (s) => h2load(frontHome, s, true) },
  { name: NAMES.nginxH1, load: (s) => wrk(`${nginxTls}br/`, s, true) },
  { name: NAMES.frontH1, load: (s) => wrk(frontHome, s, true) },
  { name: NAMES.nginxPlain, load: (s) => wrk(`${nginxPlain}br/`, s, true) },
  { name: NAMES.site, load: (s) => wrk(`http://127.0.0.1:${PORTS.site}/`, s, true) },
  { name: NAMES.nginxH2Identity, load: (s) => h2load(nginxTls, s) },
  { name: NAMES.frontH2Identity, load: (s) => h2load(frontHome, s) },
  { name: NAMES.baseline, load: (s) => wrk(`http://127.0.0.1:${PORTS.baseline}/`, s) },
]
const results = new Map<string, Result[]>(targets.map((t) => [t.name, []]))
try {
  for (const t of targets) t.load(2)
  // Runs interleaved, so a burst of load from elsewhere on the machine falls on every target alike.
  for (let i = 0; i < runs; i++) for (const t of targets) results.get(t.name)!.push(t.load(duration))
} finally {
  execFileSync(nginx, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-s', 'quit'])
  for (const child of children) stop(child)
  fs.rmSync(certificate.dir, { recursive: true, force: true })
}

const medianOf = (rs: Result[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]
const median = (name: string) => medianOf(results.get(name)!)
console.log('')
console.log(
  `bench/throughput: home page (${fmt(homeBr.length / 1024, 1)} KB brotli, ${fmt(Buffer.byteLength(homeHtml) / 1024, 0)} KB identity), ${connections} connections, ${duration} s per run, median of ${runs} interleaved runs, same machine, same run`,
)
console.log(
  `${'target'.padEnd(44)}${'req/s'.padStart(9)}${'latency'.padStart(16)}${'errors'.padStart(8)}   every run (req/s)`,
)
for (const t of targets) {
  const m = median(t.name)
  const errors = results.get(t.name)!.reduce((sum, r) => sum + r.errors, 0)
  console.log(
    `${t.name.padEnd(44)}${fmt(m.rps, 0).padStart(9)}${m.latency.padStart(16)}${String(errors).padStart(8)}   ${results
      .get(t.name)!
      .map((r) => fmt(r.rps, 0))
      .join(' ')}`,
  )
}
const ratio = (a: string, b: string) => fmt(median(a).rps / median(b).rps, 2)
console.log('')
console.log(`front / nginx file, TLS, HTTP/2:             ${ratio(NAMES.frontH2, NAMES.nginxH2)}x (target 0.9x)`)
console.log(`front / nginx file, TLS, HTTP/1.1:           ${ratio(NAMES.frontH1, NAMES.nginxH1)}x`)
console.log(`npm start / nginx file, plain:               ${ratio(NAMES.site, NAMES.nginxPlain)}x`)
console.log(`front / nginx file, TLS, HTTP/2, identity:   ${ratio(NAMES.frontH2Identity, NAMES.nginxH2Identity)}x`)
