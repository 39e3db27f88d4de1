import { createHash, randomBytes } from 'node:crypto'
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

/**
 * An in-process shared HTTP cache in front of Next.js for public pages and /_next/static assets (rules in
 * docs/caching.md): Next.js spends about a millisecond and a gzip per request even on a prerendered page.
 * Hand-written: the HTTP caches on npm are clients' caches or whole proxies; none sits in front of a Node handler.
 */

export type PageResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

export type HtmlCacheOptions = {
  /** Age in seconds after which a copy is refreshed in the background; 0 turns the cache off. */
  maxAgeSeconds: number
  /** The oldest goes first; only real pages and assets answer 200, so in practice this holds all of them. */
  maxEntries?: number
  fetchPage: (path: string, request: IncomingMessage) => Promise<PageResponse>
  now?: () => number
  /** Told of each request the cache could answer, whether it did (hit) or Next.js must (miss): the metrics. */
  onLookup?: (result: 'hit' | 'miss') => void
}

type Page = {
  kind: 'page'
  expires: number
  etag: string
  headers: OutgoingHttpHeaders
  identity: Buffer
  compressed?: { gzip: Buffer; br: Buffer }
}
/** A path whose answer looked cacheable but whose own copy was not: not fetched again until `expires`. */
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
/** Fonts and raster images are compressed already. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/
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

/** Campaign links (`/?utm_source=...`) are the same page; any other query string bypasses the cache. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i

export function withoutTracking(url: string): string | null {
  const q = url.indexOf('?')
  if (q === -1) return url
  const params = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
  return params.every((p) => TRACKING_PARAM.test(p.split('=')[0] ?? '')) ? url.slice(0, q) : null
}

/** The key is the path alone: copies are fetched with the site's own host, so no visitor's Host shapes them. */
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

/** Seconds a shared cache may keep this answer (0: not at all), or 'retry' for a stale copy or a server error. */
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
  readonly #onLookup: HtmlCacheOptions['onLookup']

  constructor({ maxAgeSeconds, maxEntries = 1000, fetchPage, now = Date.now, onLookup }: HtmlCacheOptions) {
    this.#onLookup = onLookup
    this.#maxAgeMs = Math.max(0, maxAgeSeconds) * 1000
    this.#maxEntries = maxEntries
    this.#fetchPage = fetchPage
    this.#now = now
  }

  get size(): number {
    return this.#entries.size
  }

  /** False: the caller hands the request to Next.js, and the page is fetched for the next visitor. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.#maxAgeMs === 0) return false
    const key = cacheKey(request)
    if (key === null) return false
    const entry = this.#entries.get(key)
    this.#onLookup?.(entry?.kind === 'page' ? 'hit' : 'miss')
    if (entry?.kind === 'page') {
      // stale-while-revalidate
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
    // Only once Next.js has answered, so a flood of unknown paths (404s) costs no second render.
    this.#filling.add(key)
    response.once('close', () => {
      const looksCacheable =
        response.writableFinished && freshFor(response.statusCode, headerOf(response.getHeaders())) !== 0
      if (looksCacheable) void this.#fill(key, request)
      else this.#filling.delete(key)
    })
    return false
  }

  /** A fetch that started before this call is not kept. */
  purge(): void {
    this.#generation += 1
    this.#entries.clear()
  }

  /** For tests and benchmarks. */
  async settled(): Promise<void> {
    while (this.#filling.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
  }

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
      // Next.js's own validator, so a copy a browser got from Next.js still revalidates here.
      const etag =
        typeof page.headers.etag === 'string'
          ? page.headers.etag
          : `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`
      this.#store(key, { kind: 'page', expires, etag, headers, identity: page.body, compressed })
    } catch {
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

/** A header whose value is secret to this process sends the cache's own fetches straight to `handle`. */
/** Where a server reaches itself: the address it listens on (LISTEN_HOST), or loopback when that is every one. */
export function ownAddress(server: http.Server): { host: string; port: number } {
  const listening = server.address()
  // A server listening on a pipe or not at all has no address to reach.
  if (listening === null || typeof listening === 'string') throw new Error('[html-cache] the server listens on no port')
  const { address, port } = listening
  return { host: address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address, port }
}

export function createCachingServer(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: Omit<HtmlCacheOptions, 'fetchPage'> & {
    /** The site's own host name (SITE_URL's), sent with every fill request. */ host?: string
    /** Called first for each visitor's request (not the cache's own fills), whoever answers it. */
    onRequest?: (request: IncomingMessage, response: ServerResponse) => void
  },
): { server: http.Server; cache: HtmlCache; fetchPage: (path: string, timeoutMs?: number) => Promise<PageResponse> } {
  const FILL_HEADER = 'x-northgrid-html-cache-fill'
  const fillToken = randomBytes(16).toString('hex')

  const fetchPage = (path: string, timeoutMs = 30_000): Promise<PageResponse> =>
    new Promise((resolve, reject) => {
      const { host, port } = ownAddress(server)
      const headers = {
        host: options.host ?? `localhost:${port}`,
        'accept-encoding': 'identity',
        [FILL_HEADER]: fillToken,
      }
      const request = http.get({ host, port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      request.on('error', reject)
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`${path} did not answer within ${timeoutMs} ms`)))
    })

  const cache = new HtmlCache({ ...options, fetchPage: (path) => fetchPage(path) })
  const server = http.createServer((request, response) => {
    if (request.headers[FILL_HEADER] === fillToken) delete request.headers[FILL_HEADER]
    else {
      options.onRequest?.(request, response)
      if (cache.handle(request, response)) return
    }
    void handle(request, response)
  })
  return { server, cache, fetchPage }
}
