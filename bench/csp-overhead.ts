/**
 * bench/csp-overhead: what the pages' hashed policy (src/lib/http/csp.ts) costs a cache hit.
 * Two HTML caches in this process serve the same page (fetched from a running site, --origin)
 * through the same after-paint wrapper, one with the policy hook and one without; autocannon
 * alternates between them (--rounds) so both see the same machine load. Prints requests per
 * second and p99 latency of each round and the median difference.
 *
 *   npx tsx bench/csp-overhead.ts --origin http://127.0.0.1:4500 [--path /] [--rounds 5] [--duration 5]
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { deferScriptsInPages } from '../src/lib/http/after-paint'
import { applyPagePolicy } from '../src/lib/http/csp'
import { createCachingServer } from '../src/lib/http/html-cache'
import { fmt } from './lib'

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:3000' },
    path: { type: 'string', default: '/' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
})

// The page as Next.js renders it: before the after-paint wrapper (which the caches below apply).
const source = await fetch(values.origin + values.path, { headers: { authorization: 'Bearer bench' } })
const html = (await source.text()).replace(/<script data-after-paint>[\s\S]*?<\/script>/, '')
const nextLike = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600' })
  response.end(html)
}

async function start(withPolicy: boolean): Promise<{ url: string; close: () => void }> {
  const handle = deferScriptsInPages(
    nextLike,
    withPolicy ? applyPagePolicy({ production: true, gtm: true }) : undefined,
  )
  const { server, cache } = createCachingServer(handle, { maxAgeSeconds: 3600 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  await (await fetch(url)).text()
  await cache.settled()
  if ((await fetch(url, { headers: { 'accept-encoding': 'br' } })).headers.get('x-html-cache') !== 'HIT')
    throw new Error('no cache hit')
  return { url, close: () => server.close() }
}

const plain = await start(false)
const hashed = await start(true)
const policyBytes = (await fetch(hashed.url)).headers.get('content-security-policy')?.length ?? 0
const run = async (url: string) => {
  const r = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { 'accept-encoding': 'br' },
  })
  return { rps: r.requests.average, p99: r.latency.p99 }
}
await run(plain.url)
await run(hashed.url)
const diffs: number[] = []
console.log(`${values.path}: policy header ${policyBytes} bytes`)
for (let i = 0; i < Number(values.rounds); i++) {
  const a = await run(plain.url)
  const b = await run(hashed.url)
  diffs.push((b.rps / a.rps - 1) * 100)
  console.log(
    `round ${i + 1}: without ${fmt(a.rps, 0)} req/s p99 ${a.p99} ms | ` +
      `with ${fmt(b.rps, 0)} req/s p99 ${b.p99} ms | ${fmt(diffs.at(-1)!)} %`,
  )
}
diffs.sort((x, y) => x - y)
console.log(
  `median difference with the policy: ${fmt(diffs[Math.floor(diffs.length / 2)])} % ` +
    `(spread ${fmt(diffs[0])} to ${fmt(diffs.at(-1)!)} %)`,
)
plain.close()
hashed.close()
