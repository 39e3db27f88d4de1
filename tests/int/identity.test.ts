import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTransport } from '@/leads/delivery/delivery'
import { stopRunner } from '@/leads/delivery/runner'
import { newVisitor, send, startSite, type Served as Site } from './http'

/**
 * Who a visitor is, proven over real sockets: each request leaves from a loopback source
 * address of its own choosing (127.x.y.z), as different visitors' requests would.
 */
let payload: Payload
let plain: Site
let behindProxy: Site
let behindHops: Site

beforeAll(async () => {
  payload = await getPayload({ config })
  useTransport(null)
  plain = await startSite()
  behindProxy = await startSite({ kind: 'list', entries: ['127.0.0.1'] })
  behindHops = await startSite({ kind: 'hops', hops: 1 })
})

afterAll(async () => {
  await Promise.all([plain, behindProxy, behindHops].map((s) => s?.close()))
  stopRunner()
  await payload?.destroy()
})

let mail = 0
const contact = (site: Site, from: string, headers: Record<string, string> = {}) =>
  send(site, {
    method: 'POST',
    path: '/api/forms/contact',
    from,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ name: 'Visitor', email: `visitor${++mail}@example.org`, message: 'Hello' }),
  })

async function statuses(n: number, make: (i: number) => Promise<{ status: number }>) {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await make(i)).status)
  return out
}

describe('without a declared proxy, the client is the socket address', () => {
  it("one visitor's limit does not touch another's", async () => {
    const a = newVisitor()
    const b = newVisitor()
    expect(await statuses(6, () => contact(plain, a))).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await contact(plain, a)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await statuses(5, () => contact(plain, b))).toEqual([200, 200, 200, 200, 200])
  })

  it('a spoofed X-Forwarded-For / X-Real-IP mints no new visitor', async () => {
    const attacker = newVisitor()
    const results = await statuses(8, (i) =>
      contact(plain, attacker, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-real-ip': `198.51.100.${i + 1}`,
        forwarded: `for=192.0.2.${i + 1}`,
      }),
    )
    expect(results).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
  })
})

describe('with TRUST_PROXY, the right-most untrusted hop is the client', () => {
  it('behind a trusted proxy address, clients are told apart by the header the proxy appends', async () => {
    // The proxy (127.0.0.1) appends the address it saw; whatever the client wrote before it is its own choice.
    const viaProxy = (client: string, forged: string) =>
      contact(behindProxy, '127.0.0.1', { 'x-forwarded-for': `${forged}, ${client}` })
    expect(await statuses(6, (i) => viaProxy('203.0.113.50', `10.9.9.${i}`))).toEqual([200, 200, 200, 200, 200, 429])
    // Another client behind the same proxy is another visitor.
    expect(await statuses(2, () => viaProxy('203.0.113.51', '10.9.9.9'))).toEqual([200, 200])
  })

  it('a request that does not come from a trusted proxy is judged by its socket, header ignored', async () => {
    const direct = newVisitor()
    expect(
      await statuses(6, (i) => contact(behindProxy, direct, { 'x-forwarded-for': `203.0.113.${100 + i}` })),
    ).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('a hop count trusts exactly that many proxies from the right', async () => {
    const proxy = newVisitor()
    expect(
      await statuses(6, (i) => contact(behindHops, proxy, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.200` })),
    ).toEqual([200, 200, 200, 200, 200, 429])
    expect((await contact(behindHops, proxy, { 'x-forwarded-for': '203.0.113.201' })).status).toBe(200)
  })
})
