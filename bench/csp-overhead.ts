/**
 * bench/csp-overhead: what the pages' hashed policy (src/lib/http/csp.ts) costs a cache hit, against the policy every
 * page carried before it (next.config.ts's, which Next.js still writes and the hook replaces).
 * Two HTML caches in this process serve the same page as the site serves it (fetched from a running site, --origin)
 * through the same after-paint wrapper, one with the policy hook and one without. Measured
 * in interleaved rounds, so both see the same machine load:
 *   - the server's CPU time per cache hit (process.cpuUsage over a wrk run; wrk is another
 *     process, so its own CPU is not counted): the precise figure;
 *   - requests per second through the committed front (deploy/haproxy.cfg, TLS), one HAProxy
 *     before each cache, with h2load (HTTP/2) and wrk (HTTP/1.1), both with Accept-Encoding br.
 *
 *   npx tsx bench/csp-overhead.ts --origin http://127.0.0.1:4500 [--path /] [--rounds 7] [--duration 5]
 */
import { execFile, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs, promisify } from 'node:util'

import { deferScriptsInPages } from '../src/lib/http/after-paint'
import { applyPagePolicy } from '../src/lib/http/csp'
import { contentSecurityPolicy, siteHosts } from '../src/lib/http/headers'
import { createCachingServer } from '../src/lib/http/html-cache'
import { makeTestCertificate, request, startFront } from '../tests/front'
import { fmt } from './lib'

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3000' },
    path: { type: 'string', default: '/' },
    rounds: { type: 'string', default: '7' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
})
const rounds = Number(values.rounds)
const duration = Number(values.duration)
const connections = Number(values.connections)
const exec = promisify(execFile)

// The page as the site sends it (its inline scripts are the ones the policy vouches for), with the headers
// Next.js writes: next.config.ts's general policy among them.
const source = await fetch(values.origin + values.path, { headers: { authorization: 'Bearer bench' } })
const html = await source.text()
const generalPolicy = contentSecurityPolicy(siteHosts({ production: true, gtm: true }))
const nextLike = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=3600',
    'content-security-policy': generalPolicy,
  })
  response.end(html)
}

type Variant = { name: string; url: string; hits: () => number; close: () => void }
async function start(name: string, withPolicy: boolean): Promise<Variant> {
  const handle = deferScriptsInPages(nextLike, {
    onPage: withPolicy ? applyPagePolicy({ production: true, gtm: true }) : undefined,
  })
  const { server, cache } = createCachingServer(handle, { maxAgeSeconds: 3600 })
  let hits = 0
  server.on('request', () => hits++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  await (await fetch(url)).text()
  await cache.settled()
  if ((await fetch(url, { headers: { 'accept-encoding': 'br' } })).headers.get('x-html-cache') !== 'HIT')
    throw new Error('no cache hit')
  return { name, url, hits: () => hits, close: () => server.close() }
}

const variants = [await start('policy before', false), await start('hashed policy', true)]
const policyBytes = await Promise.all(
  variants.map(async (v) => (await fetch(v.url)).headers.get('content-security-policy')?.length ?? 0),
)
/** Bytes of one answer's head and body as the origin sends them, brotli-compressed. */
function answerBytes(url: string): Promise<{ head: number; body: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const head = res.rawHeaders.reduce((sum, h) => sum + Buffer.byteLength(h) + 2, 0) // ": " or CRLF
        let body = 0
        res.on('data', (chunk: Buffer) => (body += chunk.length))
        res.on('end', () => resolve({ head, body }))
      })
      .on('error', reject)
  })
}
const sizes = [await answerBytes(variants[0].url), await answerBytes(variants[1].url)]

const certificate = makeTestCertificate()
// Each HAProxy (one thread) on the second core, everything else on the first: the front's share of the machine
// does not change with the load generator's, so its requests per second follow its own cost per answer.
const pin = (cpu: number, pid: number) => execFileSync('taskset', ['-a', '-cp', String(cpu), String(pid)])
pin(1, process.pid)
const fronts: ChildProcess[] = []
const frontUrls = variants.map((v, i) => {
  const ports = { https: 3261 + i * 2, http: 3262 + i * 2 }
  fronts.push(startFront(ports, [new URL(v.url).host], certificate))
  return `https://127.0.0.1:${ports.https}${values.path}`
})
pin(0, process.pid)
const stopAll = () => {
  for (const f of fronts) if (f.pid) process.kill(-f.pid)
  for (const v of variants) v.close()
  fs.rmSync(certificate.dir, { recursive: true, force: true })
}
process.on('exit', stopAll)
for (const url of frontUrls) {
  const end = Date.now() + 30_000
  while ((await request(url, certificate.cert).catch(() => null))?.status !== 200) {
    if (Date.now() > end) throw new Error(`the front at ${url} did not answer 200 within 30 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const BR = 'Accept-Encoding: br'
/** Server CPU microseconds per request while wrk loads `url` for `seconds` (async: this process serves). */
async function cpuPerHit(v: Variant, seconds: number): Promise<number> {
  const hits0 = v.hits()
  const cpu0 = process.cpuUsage()
  await exec('taskset', ['-c', '1', 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '-H', BR, v.url])
  const cpu = process.cpuUsage(cpu0)
  return (cpu.user + cpu.system) / (v.hits() - hits0)
}
/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
// The front's CPU time per answer: what bounds its throughput when the machine is busy with other work.
const frontCpu: Record<string, [number[], number[]]> = { h2: [[], []], h1: [[], []] }
async function wrk(i: number, seconds: number): Promise<number> {
  const cpu0 = cpuSeconds(fronts[i].pid!)
  const { stdout } = await exec('taskset', [
    '-c',
    '0',
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '-H',
    BR,
    frontUrls[i],
  ])
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1])
  frontCpu.h1[i].push(((cpuSeconds(fronts[i].pid!) - cpu0) * 1e6) / requests)
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
}
const h2HeaderBytes: [number[], number[]] = [[], []]
async function h2load(i: number, seconds: number): Promise<number> {
  const args = ['-c', '0', 'h2load', '-t1', `-c${connections}`, '-m10', `-D${seconds}`, '-H', BR, frontUrls[i]]
  const cpu0 = cpuSeconds(fronts[i].pid!)
  const { stdout } = await exec('taskset', args)
  // HPACK: a header repeated on one connection travels as an index after its first answer.
  const done = Number(/requests: \d+ total, \d+ started, (\d+) done/.exec(stdout)?.[1])
  h2HeaderBytes[i].push(Number(/\((\d+)\) headers/.exec(stdout)?.[1]) / done)
  frontCpu.h2[i].push(((cpuSeconds(fronts[i].pid!) - cpu0) * 1e6) / done)
  return Number(/finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(stdout)?.[1])
}

const measures: { name: string; unit: string; run: (i: number, seconds: number) => Promise<number> }[] = [
  { name: 'server CPU per cache hit', unit: 'µs', run: (i, s) => cpuPerHit(variants[i], s) },
  { name: 'through the front, TLS, HTTP/2', unit: 'req/s', run: (i, s) => h2load(i, s) },
  { name: 'through the front, TLS, HTTP/1.1', unit: 'req/s', run: (i, s) => wrk(i, s) },
]
const results = measures.map(() => [[], []] as [number[], number[]])
for (const m of measures) for (const i of [0, 1]) await m.run(i, 2)
for (const series of [h2HeaderBytes, frontCpu.h2, frontCpu.h1]) for (const xs of series) xs.length = 0
for (let r = 0; r < rounds; r++) {
  for (const [k, m] of measures.entries()) {
    // Which variant goes first alternates, so neither always follows the other's warm caches.
    for (const i of r % 2 ? [1, 0] : [0, 1]) results[k][i].push(await m.run(i, duration))
  }
}
stopAll()
process.removeListener('exit', stopAll)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log('')
console.log(
  `bench/csp-overhead: ${values.path}, ${connections} connections, ${duration} s per run, ` +
    `median of ${rounds} interleaved rounds; the policy header: before ${policyBytes[0]} bytes, hashed ${policyBytes[1]}`,
)
for (const [i, v] of variants.entries()) {
  const { head, body } = sizes[i]
  console.log(
    `${v.name.padEnd(20)} answer: head ${head} + body ${body} bytes (brotli) over HTTP/1.1; ` +
      `over HTTP/2 ${fmt(median(h2HeaderBytes[i]), 1)} bytes of headers per answer`,
  )
}
const rows = [
  ...measures.map((m, k) => ({ name: m.name, unit: m.unit, series: results[k] })),
  { name: 'front CPU per answer, HTTP/2', unit: 'µs', series: frontCpu.h2 },
  { name: 'front CPU per answer, HTTP/1.1', unit: 'µs', series: frontCpu.h1 },
]
for (const m of rows) {
  const [without, withPolicy] = m.series.map(median)
  const diffs = m.series[0].map((a, r) => (m.series[1][r] / a - 1) * 100).sort((a, b) => a - b)
  console.log(
    `${m.name.padEnd(36)} before ${fmt(without, m.unit === 'µs' ? 1 : 0).padStart(7)} ${m.unit}   ` +
      `hashed ${fmt(withPolicy, m.unit === 'µs' ? 1 : 0).padStart(7)} ${m.unit}   ` +
      `median round ${fmt(median(diffs), 2)} % (rounds ${diffs.map((d) => fmt(d, 1)).join(' ')})`,
  )
}
