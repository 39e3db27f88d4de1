import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { cacheKey, createCachingServer, etagMatches, freshFor } from './html-cache'

/** The handler stands in for Next.js (the browser tests run the real one): it counts renders per request. */
type Route = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number }

async function start(
  routes: Record<string, Route>,
  options: { maxAgeSeconds?: number; now?: () => number; host?: string } = {},
) {
  const renders: string[] = []
  const hosts: string[] = []
  let version = 1
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const route = routes[request.url!.split('?')[0]]
    renders.push(request.url!)
    hosts.push(request.headers.host ?? '')
    const body = route
      ? (route.body ??
        `<!doctype html><title>v${version}</title>${'<p>A long enough page to compress.</p>'.repeat(200)}`)
      : 'not found'
    if (route?.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs))
    response.statusCode = route?.status ?? (route ? 200 : 404)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('x-frame-options', 'DENY')
    response.setHeader('vary', 'rsc, Accept-Encoding')
    response.setHeader('x-nextjs-cache', 'HIT')
    if (route) response.setHeader('cache-control', 's-maxage=86400, stale-while-revalidate=31449600')
    for (const [name, value] of Object.entries(route?.headers ?? {})) response.setHeader(name, value)
    response.setHeader('etag', `"v${version}"`)
    response.end(body)
  }
  const { server, cache } = createCachingServer(handle, {
    maxAgeSeconds: options.maxAgeSeconds ?? 60,
    now: options.now,
    host: options.host,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers })
  /** A first view (answered by the handler), then the cache's background copy. */
  const warm = async (path: string) => {
    await (await get(path)).arrayBuffer()
    await cache.settled()
  }
  return { cache: cache, origin, renders, hosts, get, warm, bump: () => (version += 1) }
}

const servers: { close: () => void; closeAllConnections: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

describe('HTML cache: which requests and answers it may keep', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers })

  it('takes plain page views only', () => {
    expect(cacheKey(request('/'))).toBe('/')
    expect(cacheKey(request('/blog/a-post', {}, 'HEAD'))).toBe('/blog/a-post')
    expect(cacheKey(request('/', {}, 'POST'))).toBeNull()
    // Campaign links share the page's copy; any other query string bypasses the cache.
    expect(cacheKey(request('/?utm_source=x'))).toBe('/')
    expect(cacheKey(request('/blog/a-post?utm_source=news&utm_medium=email&gclid=abc&fbclid=z'))).toBe('/blog/a-post')
    expect(cacheKey(request('/?page=2'))).toBeNull()
    expect(cacheKey(request('/?utm_source=x&q=1'))).toBeNull()
    // The Host header plays no part: copies are always fetched with the site's own host.
    expect(cacheKey(request('/', { host: 'evil.example' }))).toBe('/')
    for (const path of [
      '/api/pages',
      '/api',
      '/build',
      '/build/login',
      '/_next/image',
      '/_next/data/x.json',
      '//evil.example/',
    ])
      expect(cacheKey(request(path)), path).toBeNull()
    expect(cacheKey(request('/_next/static/chunks/a.js'))).toBe('/_next/static/chunks/a.js')
    expect(cacheKey(request('/_next/static/chunks/a.js', { range: 'bytes=0-99' }))).toBeNull()
    expect(cacheKey(request('/building-blocks'))).toBe('/building-blocks')
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization'])
      expect(cacheKey(request('/', { [header]: '1' })), header).toBeNull()
    expect(cacheKey(request('/', { cookie: 'consent=all; payload-token=abc' }))).toBeNull()
    expect(cacheKey(request('/', { cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(cacheKey(request('/', { cookie: 'consent=all' }))).toBe('/')
  })

  it('keeps a shared-cacheable HTML page for its s-maxage, an immutable asset for its max-age, and nothing private, stale or failed', () => {
    const fresh = (status: number, headers: Record<string, string>) =>
      freshFor(status, (name) => ({ 'content-type': 'text/html; charset=utf-8', ...headers })[name] ?? '')
    expect(fresh(200, { 'cache-control': 's-maxage=86400, stale-while-revalidate=1' })).toBe(86400)
    expect(fresh(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(0)
    expect(fresh(200, { 'cache-control': 'public, max-age=60' })).toBe(0)
    expect(fresh(200, { 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' })).toBe(0)
    expect(fresh(404, { 'cache-control': 's-maxage=60' })).toBe(0)
    expect(fresh(200, { 'content-type': 'application/json', 'cache-control': 's-maxage=60' })).toBe(0)
    expect(
      fresh(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' }),
    ).toBe(31536000)
    expect(fresh(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=3600' })).toBe(0)
    expect(fresh(200, { 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' })).toBe('retry')
    expect(fresh(500, { 'cache-control': 's-maxage=60' })).toBe('retry')
  })

  it('compares validators weakly, as If-None-Match asks', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('"b", "a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
  })
})

describe('HTML cache in front of a server', () => {
  it('answers repeat views from memory, with the same headers and body, compressed as asked', async () => {
    const site = await start({ '/': {} })
    const first = await site.get('/')
    const firstBody = await first.text()
    expect(first.headers.get('x-html-cache')).toBeNull()
    await site.cache.settled()
    expect(site.renders).toEqual(['/', '/']) // the visitor's view, then the cache's own copy

    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await site.get('/', { 'accept-encoding': encoding })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-html-cache')).toBe('HIT')
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('vary')).toBe('rsc, Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(await res.text()).toBe(firstBody) // fetch decodes br and gzip
    }
    expect(site.renders).toHaveLength(2)
  })

  it('sends compressed bytes that decode to the page, and the length of what it sends', async () => {
    const site = await start({ '/': {} })
    await site.warm('/')
    const identity = Buffer.from(await (await site.get('/', { 'accept-encoding': 'identity' })).arrayBuffer())
    const raw = await new Promise<{ length: number; body: Buffer }>((resolve) =>
      http.get(`${site.origin}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ length: Number(res.headers['content-length']), body: Buffer.concat(chunks) }))
      }),
    )
    expect(raw.body.length).toBe(raw.length)
    expect(raw.body.length).toBeLessThan(identity.length / 5)
    expect(zlib.brotliDecompressSync(raw.body).equals(identity)).toBe(true)
  })

  it('keeps immutable assets too: scripts compressed, fonts as they are', async () => {
    const immutable = { 'cache-control': 'public, max-age=31536000, immutable' }
    const site = await start({
      '/_next/static/chunks/a.js': {
        headers: { ...immutable, 'content-type': 'application/javascript; charset=UTF-8' },
        body: 'console.log(1);'.repeat(500),
      },
      '/_next/static/media/f.woff2': {
        headers: { ...immutable, 'content-type': 'font/woff2' },
        body: 'wOF2'.repeat(300),
      },
    })
    for (const path of ['/_next/static/chunks/a.js', '/_next/static/media/f.woff2']) await site.warm(path)
    const script = await site.get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' })
    expect(script.headers.get('x-html-cache')).toBe('HIT')
    expect(script.headers.get('content-encoding')).toBe('br')
    expect(script.headers.get('cache-control')).toBe(immutable['cache-control'])
    expect(await script.text()).toBe('console.log(1);'.repeat(500))
    const font = await site.get('/_next/static/media/f.woff2', { 'accept-encoding': 'br' })
    expect(font.headers.get('x-html-cache')).toBe('HIT')
    expect(font.headers.get('content-encoding')).toBeNull()
    expect(await font.text()).toBe('wOF2'.repeat(300))
  })

  it("fetches its copies with the site's own host, whatever Host a visitor sent, and serves campaign links from the page's copy", async () => {
    const site = await start({ '/': {} }, { host: 'www.northgrid.example' })
    // fetch() may not set Host; node:http may.
    await new Promise<void>((resolve) =>
      http.get(`${site.origin}/?utm_source=newsletter`, { headers: { host: 'evil.example' } }, (res) =>
        res.resume().on('end', resolve),
      ),
    )
    await site.cache.settled()
    // The visitor's own request reached the handler as sent; the cache's copy asked as the site.
    expect(site.hosts).toEqual(['evil.example', 'www.northgrid.example'])
    expect(site.renders).toEqual(['/?utm_source=newsletter', '/'])
    const hit = await site.get('/?utm_campaign=autumn&gclid=1')
    expect(hit.headers.get('x-html-cache')).toBe('HIT')
    expect((await site.get('/?page=2')).headers.get('x-html-cache')).toBeNull()
  })

  it('answers a matching If-None-Match with an empty 304', async () => {
    const site = await start({ '/': {} })
    await site.warm('/')
    const res = await site.get('/', { 'if-none-match': '"v1"' })
    expect(res.status).toBe(304)
    expect(res.headers.get('x-html-cache')).toBe('HIT')
    expect(await res.text()).toBe('')
    expect((await site.get('/', { 'if-none-match': '"v0"' })).status).toBe(200)
  })

  it('forgets every page when content changes, and never keeps a copy fetched before', async () => {
    const site = await start({ '/': {}, '/slow': { delayMs: 150 } })
    await site.warm('/')
    site.bump()
    site.cache.purge()
    const after = await site.get('/')
    expect(after.headers.get('x-html-cache')).toBeNull()
    expect(await after.text()).toContain('<title>v2</title>')

    // A copy still being fetched when the content changes is dropped.
    await (await site.get('/slow')).text()
    await new Promise((resolve) => setTimeout(resolve, 20))
    site.cache.purge()
    await site.cache.settled()
    expect((await site.get('/slow')).headers.get('x-html-cache')).toBeNull()
  })

  it('lets through what it must not keep, without fetching it twice', async () => {
    const routes: Record<string, Route> = {
      '/private': { headers: { 'cache-control': 'private, no-store' } },
      '/cookie': { headers: { 'set-cookie': 'a=b' } },
      '/stale': { headers: { 'x-nextjs-cache': 'STALE' } },
    }
    const site = await start(routes)
    // Not found: no background copy at all.
    await site.warm('/nope')
    expect(site.renders).toEqual(['/nope'])
    // Private: Next.js's answer says so, so no copy is fetched either.
    await site.warm('/private')
    expect(site.renders.filter((r) => r === '/private')).toHaveLength(1)
    // Sets a cookie: no copy fetched either.
    await site.warm('/cookie')
    await site.warm('/cookie')
    expect(site.renders.filter((r) => r === '/cookie')).toHaveLength(2)
    expect((await site.get('/cookie')).headers.get('x-html-cache')).toBeNull()
    // Looked cacheable, but the cache's own copy was not: not fetched again for a while.
    let odd = false
    routes['/changing'] = {
      get headers() {
        odd = !odd
        return { 'cache-control': odd ? 's-maxage=60' : 'private, no-store' }
      },
    }
    await site.warm('/changing')
    await site.warm('/changing')
    expect(site.renders.filter((r) => r === '/changing')).toHaveLength(3)
    // A stale copy is never kept.
    await site.warm('/stale')
    expect((await site.get('/stale')).headers.get('x-html-cache')).toBeNull()
    // A query string, a router request or a staff session goes to the server every time.
    await site.warm('/private?x=1')
    for (const headers of [{ rsc: '1' }, { cookie: 'payload-token=abc' }] as Record<string, string>[])
      expect((await site.get('/stale', headers)).headers.get('x-html-cache')).toBeNull()
  })

  it('keeps a page no longer than HTML_CACHE_SECONDS, and not at all at 0', async () => {
    let now = 1_000_000
    const site = await start({ '/': {} }, { maxAgeSeconds: 5, now: () => now })
    await site.warm('/')
    expect((await site.get('/')).headers.get('x-html-cache')).toBe('HIT')
    site.bump()
    now += 4_999
    expect(await (await site.get('/')).text()).toContain('<title>v1</title>')
    expect(site.renders).toHaveLength(2)
    // Past its time: answered once more from memory while a fresh copy is fetched.
    now += 2
    const stale = await site.get('/')
    expect(stale.headers.get('x-html-cache')).toBe('HIT')
    expect(await stale.text()).toContain('<title>v1</title>')
    await site.cache.settled()
    expect(site.renders).toHaveLength(3)
    expect(await (await site.get('/')).text()).toContain('<title>v2</title>')

    const off = await start({ '/': {} }, { maxAgeSeconds: 0 })
    await off.warm('/')
    expect((await off.get('/')).headers.get('x-html-cache')).toBeNull()
    expect(off.renders).toEqual(['/', '/'])
    expect(off.cache.size).toBe(0)
  })
})

describe('HTML cache: its own requests', () => {
  it('reach the server on the one address it listens on (LISTEN_HOST), not only on 127.0.0.1', async () => {
    const seen: string[] = []
    const { server, fetchPage } = createCachingServer(
      (request: IncomingMessage, response: ServerResponse) => {
        seen.push(`${request.socket.localAddress} ${request.url}`)
        response.end('ok')
      },
      { maxAgeSeconds: 60 },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
    servers.push(server)
    const page = await fetchPage('/about-us', 5_000)
    expect(page.status).toBe(200)
    expect(page.body.toString()).toBe('ok')
    expect(seen).toEqual(['127.0.0.2 /about-us'])
  })
})
