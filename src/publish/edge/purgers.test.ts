import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'

import { afterEach, describe, expect, it } from 'vitest'

import { recordPageTags } from '@/publish/cache/page-tags.mjs'

import { purgerOf } from './purgers'

/**
 * No provider is reachable from a test: a local HTTP server stands in for each API and records the requests, which
 * are checked against the shape the provider documents (Cloudflare's purge_cache, Fastly's purge by surrogate key,
 * Varnish xkey's PURGE as deploy/varnish/default.vcl takes it; the real Varnish is in tests/e2e/edge.spec.ts).
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function standIn(answer: (seen: Seen, index: number) => { status: number; body?: unknown }) {
  const seen: Seen[] = []
  server = http.createServer((request, response) => {
    void text(request).then((body) => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body }
      seen.push(entry)
      const answered = answer(entry, seen.length - 1)
      response.writeHead(answered.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answered.body ?? {}))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const tags = (n: number) => Array.from({ length: n }, (_, i) => `posts:post-${i}`)

describe('Cloudflare', () => {
  it('purges by tag: POST zones/:zone/purge_cache with a bearer token and at most 30 tags a call', async () => {
    const api = await standIn(() => ({ status: 200, body: { success: true, errors: [], result: { id: 'x' } } }))
    const purger = purgerOf({
      kind: 'cloudflare',
      apiUrl: `${api.origin}/client/v4`,
      zoneId: 'zone123',
      token: 'cf-token',
      by: 'tag',
      siteUrl: 'https://www.example.com',
    })
    await purger.purge(tags(31))
    expect(api.seen).toHaveLength(2)
    for (const call of api.seen) {
      expect(call.method).toBe('POST')
      expect(call.url).toBe('/client/v4/zones/zone123/purge_cache')
      expect(call.headers.authorization).toBe('Bearer cf-token')
      expect(call.headers['content-type']).toBe('application/json')
    }
    expect(JSON.parse(api.seen[0].body)).toEqual({ tags: tags(30) })
    expect(JSON.parse(api.seen[1].body)).toEqual({ tags: ['posts:post-30'] })
  })

  it('purges by URL (every plan): the pages rendered with a tag and a document’s own address', async () => {
    const api = await standIn(() => ({ status: 200, body: { success: true, errors: [] } }))
    recordPageTags('/index', ['posts:list', 'settings'])
    recordPageTags('/blog', ['posts:list'])
    const purger = purgerOf({
      kind: 'cloudflare',
      apiUrl: api.origin,
      zoneId: 'z',
      token: 't',
      by: 'url',
      siteUrl: 'https://www.example.com',
    })
    await purger.purge(['posts:fresh-news', 'posts:list'])
    expect(JSON.parse(api.seen[0].body)).toEqual({
      files: ['https://www.example.com/', 'https://www.example.com/blog', 'https://www.example.com/blog/fresh-news'],
    })
  })

  it('fails when Cloudflare refuses, so the queue retries', async () => {
    const api = await standIn(() => ({
      status: 200,
      body: { success: false, errors: [{ code: 1134, message: 'no' }] },
    }))
    const purger = purgerOf({
      kind: 'cloudflare',
      apiUrl: api.origin,
      zoneId: 'z',
      token: 't',
      by: 'tag',
      siteUrl: 'https://x.example',
    })
    await expect(purger.purge(['settings'])).rejects.toThrow(/Cloudflare refused the purge.*1134/)
  })
})

describe('Fastly', () => {
  it('purges by surrogate key: POST service/:id/purge with Fastly-Key and the keys in Surrogate-Key', async () => {
    const api = await standIn(() => ({ status: 200, body: { 'posts:list': '108-1391560174-974124' } }))
    const purger = purgerOf({ kind: 'fastly', apiUrl: api.origin, serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fk' })
    await purger.purge(['posts:a', 'posts:list'])
    expect(api.seen).toHaveLength(1)
    expect(api.seen[0].method).toBe('POST')
    expect(api.seen[0].url).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge')
    expect(api.seen[0].headers['fastly-key']).toBe('fk')
    expect(api.seen[0].headers['surrogate-key']).toBe('posts:a posts:list')
  })
})

describe('Varnish', () => {
  it('sends PURGE with the keys in xkey-purge to every Varnish', async () => {
    const api = await standIn(() => ({ status: 200 }))
    const purger = purgerOf({ kind: 'varnish', urls: [`${api.origin}/`, `${api.origin}/second`] })
    await purger.purge(['pages:about-us', 'settings'])
    expect(api.seen.map((s) => [s.method, s.url, s.headers['xkey-purge']])).toEqual([
      ['PURGE', '/', 'pages:about-us settings'],
      ['PURGE', '/second', 'pages:about-us settings'],
    ])
  })
})
