import { createHash, randomBytes } from 'node:crypto'
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

/**
 * An in-process HTTP cache for the public pages and the hashed assets they load, in front
 * of Next.js (server.ts).
 *
 * Next.js already keeps every prerendered page in memory, but it still spends about a
 * millisecond per request on a 140 KB page: its router, an ETag hash over the whole HTML
 * in JavaScript, and gzip on every compressed response. This cache keeps, per page, the
 * bytes Next.js answered with, compressed once with brotli and gzip, and answers repeat
 * views itself (marked `X-Html-Cache: HIT`). It does the same for the scripts, stylesheets
 * and fonts under /_next/static, which Next.js gzips on every request and never sends
 * with brotli. It is a shared cache in the HTTP sense, so it keeps only what Next.js marks
 * as such:
 *   - plain requests: GET or HEAD, no query string but tracking parameters, no Range, no router or server-action
 *     headers, no draft-mode or staff session cookie, nothing under /api or /build, and
 *     nothing under /_next but /_next/static;
 *   - answers with status 200 and no Set-Cookie: HTML with `Cache-Control: s-maxage`
 *     (not private or no-store) that is not a stale copy Next.js is regenerating, or
 *     assets with `Cache-Control: public, max-age, immutable`;
 *   - for at most that `s-maxage` or `max-age`, and at most `maxAgeSeconds`
 *     (HTML_CACHE_SECONDS); past that, the copy answers once more while a fresh one is
 *     fetched, as `stale-while-revalidate` would.
 * Published changes purge it (server.ts follows the expiry of src/lib/content/changes.ts), and a
 * copy fetched before a purge is never kept after it.
 *
 * A cache miss never waits: the visitor's request goes to Next.js as usual; if the answer
 * looks cacheable, the cache then fetches its own uncompressed copy of the page in the
 * background (`fetchPage`, a loopback request that server.ts sends straight to Next.js).
 *
 * Hand-written: the HTTP caches on npm are clients' caches (for fetch) or whole proxies;
 * none sits in front of a Node request handler. Content negotiation is the negotiator package.
 */

export type PageResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

export type HtmlCacheOptions = {
  /** Age in seconds after which a copy is refreshed in the background; 0 turns the cache off. */
  maxAgeSeconds: number
  /**
   * Most entries kept; the oldest goes first. Only real pages and assets answer 200, so in practice this holds all of
   * them.
   */
  maxEntries?: number
  /** Fetches the page from Next.js, uncompressed, bypassing this cache. */
  fetchPage: (path: string, request: IncomingMessage) => Promise<PageResponse>
  now?: () => number
}

type Page = {
  kind: 'page'
  expires: number
  etag: string
  headers: OutgoingHttpHeaders
  identity: Buffer
  compressed?: { gzip: Buffer; br: Buffer }
}
/**
 * A path whose answer to the visitor looked cacheable but whose own copy was not: not fetched again until `expires`.
 */
type Pass = { kind: 'pass'; expires: number }

/** Requests for something other than the plain page: the client router's, server actions', credentials, ranges. */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
  'range',
]
const BYPASS_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data|payload-token)=/
const UNCACHED_PREFIXES = ['/api/', '/build/', '/_next/']
const UNCACHED_PATHS = ['/api', '/build']
const ASSETS = '/_next/static/'
/** Worth compressing: markup, scripts, styles, data, SVG (fonts and raster images already are). */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'age',
])

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * Query parameters that only tell analytics where a visitor came from: the page is the
 * same with or without them, so a campaign link (`/?utm_source=...`) is answered from the
 * page's copy. Any other query string bypasses the cache.
 */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i

/** The path of a URL without its tracking parameters, or null when another query remains. */
export function withoutTracking(url: string): string | null {
  const q = url.indexOf('?')
  if (q === -1) return url
  const params = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
  return params.every((p) => TRACKING_PARAM.test(p.split('=')[0] ?? '')) ? url.slice(0, q) : null
}

/**
 * The cache key of a request the cache may answer, or null. The key is the path alone, not
 * the Host: the copy is always fetched with the site's own host name (createCachingServer),
 * so no visitor's Host header can shape what others are served.
 */
export function cacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const raw = request.url ?? ''
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  const url = withoutTracking(raw)
  if (url === null) return null
  if (UNCACHED_PATHS.includes(url) || (UNCACHED_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith(ASSETS)))
    return null
  for (const name of BYPASS_HEADERS) if (request.headers[name] !== undefined) return null
  const cookie = request.headers.cookie
  if (cookie && BYPASS_COOKIE.test(cookie)) return null
  return url
}

/**
 * How long a shared cache may keep this answer, in seconds (0: not at all), or 'retry'
 * when the answer says nothing about the resource (a stale copy, a server error).
 */
export function freshFor(status: number, header: (name: string) => string): number | 'retry' {
  if (status >= 500 || header('x-nextjs-cache') === 'STALE') return 'retry'
  if (status !== 200 || header('set-cookie')) return 0
  const cacheControl = header('cache-control')
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0
  if (header('content-type').startsWith('text/html')) {
    const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)
    return sMaxAge ? Number(sMaxAge[1]) : 0
  }
  const maxAge =
    /\bpublic\b/.test(cacheControl) && /\bimmutable\b/.test(cacheControl) ? /\bmax-age=(\d+)/.exec(cacheControl) : null
  return maxAge ? Number(maxAge[1]) : 0
}

const headerOf = (headers: IncomingHttpHeaders | OutgoingHttpHeaders) => (name: string) => String(headers[name] ?? '')

/** RFC 9110 If-None-Match: weak comparison against any listed tag, or *. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

export class HtmlCache {
  readonly #entries = new Map<string, Page | Pass>()
  readonly #filling = new Set<string>()
  #generation = 0
  readonly #maxAgeMs: number
  readonly #maxEntries: number
  readonly #fetchPage: HtmlCacheOptions['fetchPage']
  readonly #now: () => number

  constructor({ maxAgeSeconds, maxEntries = 1000, fetchPage, now = Date.now }: HtmlCacheOptions) {
    this.#maxAgeMs = Math.max(0, maxAgeSeconds) * 1000
    this.#maxEntries = maxEntries
    this.#fetchPage = fetchPage
    this.#now = now
  }

  get size(): number {
    return this.#entries.size
  }

  /**
   * Answers the request from memory and returns true, or returns false: then the caller
   * hands the request to Next.js, and the page is fetched for the next visitor.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.#maxAgeMs === 0) return false
    const key = cacheKey(request)
    if (key === null) return false
    const entry = this.#entries.get(key)
    if (entry?.kind === 'page') {
      // Past its time, the copy still answers while a fresh one is fetched (stale-while-revalidate).
      if (entry.expires <= this.#now() && !this.#filling.has(key)) {
        this.#filling.add(key)
        void this.#fill(key, request)
      }
      send(request, response, entry)
      return true
    }
    if (entry && entry.expires > this.#now()) return false
    if (entry) this.#entries.delete(key)
    if (this.#filling.has(key)) return false
    // Fetch a copy only of what looks cacheable once Next.js has answered: a flood of
    // unknown paths (404s) costs no second render.
    this.#filling.add(key)
    response.once('close', () => {
      const looksCacheable =
        response.writableFinished && freshFor(response.statusCode, headerOf(response.getHeaders())) !== 0
      if (looksCacheable) void this.#fill(key, request)
      else this.#filling.delete(key)
    })
    return false
  }

  /** Forgets every page; a fetch that started before this call is not kept. */
  purge(): void {
    this.#generation += 1
    this.#entries.clear()
  }

  /** Resolves when every page being answered or fetched has settled (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.#filling.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
  }

  /** Fetches and keeps a copy of the page; `key` is in #filling until this settles. */
  async #fill(key: string, request: IncomingMessage): Promise<void> {
    const generation = this.#generation
    try {
      const page = await this.#fetchPage(key, request)
      const seconds = page.headers['content-encoding'] ? 0 : freshFor(page.status, headerOf(page.headers))
      if (generation !== this.#generation) return
      if (seconds === 'retry') return void this.#entries.delete(key)
      if (seconds === 0) return this.#store(key, { kind: 'pass', expires: this.#now() + this.#maxAgeMs })
      const expires = this.#now() + Math.min(seconds * 1000, this.#maxAgeMs)
      const compressed = COMPRESSIBLE.test(String(page.headers['content-type'] ?? ''))
        ? await Promise.all([
            gzip(page.body, { level: 9 }),
            brotli(page.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
              },
            }),
          ]).then(([gzip, br]) => ({ gzip, br }))
        : undefined
      if (generation !== this.#generation) return
      const headers: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(page.headers))
        if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = value
      // Keep Next.js's own validator, so a copy a browser got from Next.js still revalidates here.
      const etag =
        typeof page.headers.etag === 'string'
          ? page.headers.etag
          : `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`
      this.#store(key, { kind: 'page', expires, etag, headers, identity: page.body, compressed })
    } catch {
      // No copy, or no fresh copy: the next visit goes to Next.js and tries again.
      if (generation === this.#generation) this.#entries.delete(key)
    } finally {
      this.#filling.delete(key)
    }
  }

  #store(key: string, entry: Page | Pass): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
  }
}

const ENCODINGS = ['br', 'gzip', 'identity']

/** The encoding to answer a request with: brotli, gzip or none, by its Accept-Encoding (negotiator). */
export function chooseEncoding(headers: IncomingHttpHeaders): string {
  return new Negotiator({ headers }).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity'
}

function send(request: IncomingMessage, response: ServerResponse, page: Page): void {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
    response.writeHead(304, { ...page.headers, etag: page.etag, 'x-html-cache': 'HIT' })
    response.end()
    return
  }
  const encoding = page.compressed ? chooseEncoding(request.headers) : 'identity'
  const body = encoding === 'br' ? page.compressed!.br : encoding === 'gzip' ? page.compressed!.gzip : page.identity
  response.writeHead(200, {
    ...page.headers,
    etag: page.etag,
    'x-html-cache': 'HIT',
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/**
 * An HTTP server that answers from an HtmlCache and hands everything else to `handle`
 * (Next.js's request handler in server.ts). The cache fetches pages from this same server;
 * a header whose value is secret to this process sends such a request straight to `handle`.
 */
export function createCachingServer(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: Omit<HtmlCacheOptions, 'fetchPage'> & {
    /** The site's own host name (SITE_URL's), sent with every fill request. */ host?: string
  },
): { server: http.Server; cache: HtmlCache } {
  const FILL_HEADER = 'x-northgrid-html-cache-fill'
  const fillToken = randomBytes(16).toString('hex')

  const fetchPage = (path: string): Promise<PageResponse> =>
    new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      const headers = {
        host: options.host ?? `localhost:${port}`,
        'accept-encoding': 'identity',
        [FILL_HEADER]: fillToken,
      }
      const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      request.on('error', reject)
      request.setTimeout(30_000, () => request.destroy(new Error('page fetch timed out')))
    })

  const cache = new HtmlCache({ ...options, fetchPage })
  const server = http.createServer((request, response) => {
    if (request.headers[FILL_HEADER] === fillToken) delete request.headers[FILL_HEADER]
    else if (cache.handle(request, response)) return
    void handle(request, response)
  })
  return { server, cache }
}
