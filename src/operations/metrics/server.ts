import fs from 'node:fs'
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { timingSafeEqual } from 'node:crypto'
import tls from 'node:tls'

import { Gauge } from 'prom-client'

import { log } from '@/lib/log'
import { onChange, onExpire } from '@/publish/cache/shared-tags.mjs'

import { countPurge, metrics } from './registry'

/**
 * server.ts's side of the metrics: each request timed under its route template, the open sockets, the change
 * path's lag, the HTML cache's purges, and the endpoint Prometheus scrapes (its own port, never the site's).
 */

type Route = { page: string; regex: RegExp }

/**
 * The route templates of the build (Next.js's routes-manifest.json: `/posts/[slug]`, not each post's path), so a
 * label's values are bounded by the site's routes, not by what visitors type.
 */
export function routeTemplates(distDir: string): ((pathname: string) => string) & { names: string[] } {
  let routes: Route[] = []
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as {
      staticRoutes?: { page: string; regex: string }[]
      dynamicRoutes?: { page: string; regex: string }[]
    }
    routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({
      page: r.page,
      regex: new RegExp(r.regex),
    }))
  } catch (error) {
    log.warn({ err: error }, '[metrics] no routes-manifest.json in the build: requests are counted without routes')
  }
  const routeOf = (pathname: string) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static'
    if (pathname.startsWith('/_next/image')) return '/_next/image'
    for (const route of routes) if (route.regex.test(pathname)) return route.page
    return 'unmatched'
  }
  // Every value the route label can take.
  return Object.assign(routeOf, {
    names: [...new Set([...routes.map((r) => r.page), '/_next/static', '/_next/image', 'unmatched'])],
  })
}

/**
 * The answers counted from 0 at start, so rate() and increase() see the first of each (a series that appears with
 * its first event hides that event from them): per route, the site's two methods, and success and the two server
 * errors the error-rate alert counts. Other methods and codes are not known before they happen.
 */
export const COUNTED_FROM_START = { methods: ['GET', 'POST'], codes: ['200', '500', '503'] } as const

const FILL_HEADER = 'x-northgrid-html-cache-fill'

/** Called once by server.ts on its server; the requests the HTML cache makes to itself are not counted. */
export function instrumentServer(
  server: Server,
  options: { distDir: string; cacheEntries: () => number; siteUrl: string },
): void {
  const m = metrics()
  watchCertificate(options.siteUrl)
  m.state.cacheEntries = options.cacheEntries
  const routeOf = routeTemplates(options.distDir)
  for (const route of routeOf.names)
    for (const method of COUNTED_FROM_START.methods)
      for (const code of COUNTED_FROM_START.codes) m.requests.inc({ route, method, code }, 0)
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers[FILL_HEADER]) return
    const started = process.hrtime.bigint()
    response.once('close', () => {
      const route = routeOf(new URL(request.url ?? '/', 'http://site').pathname)
      // Any other verb is one series, not one per word a client sends.
      const method = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(request.method ?? '') ? request.method! : 'OTHER'
      // A request cut off before its answer counts as 499, as nginx logs it.
      const code = response.writableFinished ? String(response.statusCode) : '499'
      m.requests.inc({ route, method, code })
      m.duration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9)
    })
  })
  server.on('connection', (socket) => {
    m.sockets.inc({ kind: 'tcp' })
    socket.once('close', () => m.sockets.dec({ kind: 'tcp' }))
  })
  server.on('upgrade', (_request: IncomingMessage, socket) => {
    m.sockets.inc({ kind: 'websocket' })
    socket.once('close', () => m.sockets.dec({ kind: 'websocket' }))
  })
  onChange((change) => m.changeLag.observe(Math.max(0, Date.now() - change.at) / 1000))
  onExpire(() => countPurge('html-cache', 'ok'))
}

const CERTIFICATE_CHECK_MS = 5 * 60_000
// A read that failed (the front not listening yet at an instance's start) is tried again at the next scrape after this.
const CERTIFICATE_RETRY_MS = 10_000

/** When the certificate the public address presents expires (seconds since the epoch), read over TLS. */
function certificateNotAfter(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    // Only its dates are read: a certificate no CA here vouches for (a test's, a private CA's) still has them.
    const socket = tls.connect(
      { host: url.hostname, port: Number(url.port || 443), servername: url.hostname, rejectUnauthorized: false },
      () => {
        const { valid_to: validTo } = socket.getPeerCertificate()
        socket.end()
        const at = Date.parse(validTo)
        if (Number.isNaN(at)) reject(new Error('the certificate has no expiry date'))
        else resolve(at / 1000)
      },
    )
    socket.setTimeout(5_000, () => socket.destroy(new Error('no TLS handshake within 5 s')))
    socket.on('error', reject)
  })
}

/** With an https SITE_URL: the expiry of the certificate visitors are shown, checked every 5 minutes at most. */
function watchCertificate(siteUrl: string): void {
  const url = new URL(siteUrl)
  if (url.protocol !== 'https:') return
  let last: { at: number; notAfter: number | null } | null = null
  new Gauge({
    name: 'northgrid_tls_certificate_expiry_timestamp_seconds',
    help: 'When the certificate presented at SITE_URL expires (seconds since the epoch); absent when it cannot be read.',
    labelNames: ['host'] as const,
    registers: [metrics().registry],
    async collect() {
      const fresh = last?.notAfter === null ? CERTIFICATE_RETRY_MS : CERTIFICATE_CHECK_MS
      if (!last || Date.now() - last.at > fresh) {
        const notAfter = await certificateNotAfter(url).catch((error: unknown) => {
          log.warn({ err: error, host: url.host }, '[metrics] could not read the certificate of SITE_URL')
          return null
        })
        last = { at: Date.now(), notAfter }
      }
      this.reset()
      if (last.notAfter !== null) this.set({ host: url.host }, last.notAfter)
    },
  })
}

export type MetricsEndpoint = { port: number; host: string; token: string | undefined }

const sameSecret = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/** GET /metrics on its own address; with a token, only with `Authorization: Bearer <token>`. */
export function serveMetrics({ port, host, token }: MetricsEndpoint): Server {
  const { registry } = metrics()
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://metrics').pathname
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n')
      return
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (token && !(bearer && sameSecret(bearer, token))) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n')
      return
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, '[metrics] collecting failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting the metrics failed\n')
      },
    )
  })
  server.on('error', (error) => {
    log.fatal({ err: error }, `[metrics] cannot listen on ${host}:${port}`)
    process.exit(1)
  })
  server.listen(port, host, () => log.info({ port, host }, `metrics on http://${host}:${port}/metrics`))
  return server
}
