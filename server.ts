/**
 * The production server (`npm start`): Next.js, with the in-process HTML cache of
 * src/lib/http/html-cache.ts in front of it. Everything the cache does not answer goes to
 * Next.js, so the site behaves as under `next start`, only faster on repeat views of public
 * pages (README, "Benchmarks"); the one change to what Next.js answers is that page views
 * load their scripts after the first paint (src/lib/http/after-paint.ts).
 *
 * Before any of that, each request is stamped with who sent it (src/lib/http/client.ts:
 * the socket's address, or the right-most untrusted X-Forwarded-For hop when TRUST_PROXY
 * declares proxies) and a request id for the logs.
 *
 * It says ready (/readyz 200) once it has rendered the main pages on itself (src/lib/http/warm-up.ts), so a front's
 * checks never wait on a first render. On SIGTERM/SIGINT: /readyz answers 503 at once; after SHUTDOWN_DRAIN_SECONDS
 * (time for a front to see it and send no more) the server stops accepting connections, in-flight requests and lead
 * deliveries finish, and the process exits within 10 s.
 *
 *   PORT (default 3000), LISTEN_HOST (default: every interface), HTML_CACHE_SECONDS
 *   (default 60, 0: off), TRUST_PROXY (default: none), SHUTDOWN_DRAIN_SECONDS (default 0)
 */
import './src/config/dotenv'

import { randomUUID } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { text as readText } from 'node:stream/consumers'
import { fileURLToPath } from 'node:url'

import { readEnv } from './src/config/env'
import { preflight } from './src/operations/health/preflight'
import { log, REQUEST_ID_HEADER, routeConsoleToLog } from './src/lib/log'

// Validated like every other setting (src/config/env.ts): a malformed value stops start-up here.
const settings = (() => {
  try {
    return readEnv()
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
})()
const { port, listenHost: hostname, htmlCacheSeconds, trustProxy, siteUrl } = settings
// stdout holds only the logger's JSON lines: Next.js's console output and Node's warnings go through it.
routeConsoleToLog()

const dir = path.dirname(fileURLToPath(import.meta.url))
const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR || '.next')
// What the start needs (a build, the database, the buckets) is checked before Next.js prepares: a start without one
// stops here with one line saying what to fix, rather than answering 500 on every page.
const problem = await preflight(settings, distDir, (error, message) => log.warn({ err: error }, message))
if (problem) {
  log.fatal(problem)
  process.exit(1)
}

// The rest of the server is loaded only then: compiling it takes seconds a failing start need not spend.
const { default: next } = await import('next')
const { declareStampingServer, stampClient } = await import('./src/lib/http/client')
const { startRemoteSync } = await import('./src/publish/live/remote-sync')
const { attachLiveContent } = await import('./src/publish/live/socket')
const { staffByToken } = await import('./src/publish/live/staff')
const { onExpire, startSharing } = await import('./src/publish/cache/shared-tags.mjs')
const { deferScriptsInPages } = await import('./src/lib/http/after-paint')
const { applyPagePolicy } = await import('./src/lib/http/csp')
const { PAYLOAD_PREFIX, PayloadStore } = await import('./src/lib/http/page-payload')
const { postgresPayloads } = await import('./src/lib/http/shared-payloads')
const { uncachedRouterRequests } = await import('./src/lib/http/router-requests')
const { createCachingServer, ownAddress } = await import('./src/lib/http/html-cache')
const { edgeHeaders } = await import('./src/publish/edge/headers')
const { answerServerErrors } = await import('./src/lib/http/server-error')
const { warmUp } = await import('./src/lib/http/warm-up')
const { beginShutdown, isDraining, setWarmingUp, waitForShutdownTasks } =
  await import('./src/operations/health/lifecycle')
const { metrics } = await import('./src/operations/metrics/registry')
const { instrumentServer, serveMetrics } = await import('./src/operations/metrics/server')

// Before Next.js starts: its start-up (src/instrumentation.ts) refuses production without this server.
declareStampingServer()
const app = next({
  dev: false,
  dir,
  hostname: hostname ?? 'localhost',
  port,
  // Next.js listens for upgrades on the server of its first request and closes those it does not proxy (the site has
  // none): given one that never listens, it leaves /api/graphql's sockets to src/publish/live/socket.ts.
  httpServer: http.createServer(),
})
const handle = app.getRequestHandler()
await app.prepare()

const ignoredForwarding = () =>
  log.warn(
    'a request carried X-Forwarded-For / X-Real-IP / Forwarded, but TRUST_PROXY declares no proxy: the header is ignored and the socket address is the client (said once)',
  )

// A page view Next.js fails (500 with an empty error shell) is answered with the
// prerendered error page instead, readable without JavaScript, or with 503 and the unavailable
// page when its content's source could not be reached (src/lib/http/server-error.ts).
const handleWithErrorPage = answerServerErrors(
  handle,
  (headers, page) =>
    new Promise((resolve, reject) => {
      http
        .get(
          {
            ...ownAddress(server),
            path: page,
            headers: { ...headers, host: new URL(siteUrl).host, 'accept-encoding': 'identity' },
          },
          (res) => {
            // Rejects on an answer cut short, where a bare 'end' listener would wait forever.
            readText(res).then((body) => resolve({ status: res.statusCode ?? 0, body }), reject)
          },
        )
        .on('error', reject)
        .setTimeout(5_000, function (this: http.ClientRequest) {
          this.destroy(new Error('error page fetch timed out'))
        })
    }),
  // Its copy follows the content's expiry, here or on another instance (src/publish/changes.ts).
  (forget) => onExpire(forget),
)

// Page views load the framework's scripts after their first paint (src/lib/http/after-paint.ts),
// under a policy vouching for their own inline scripts by hash (src/lib/http/csp.ts).
const pagePolicy = applyPagePolicy({
  production: settings.isProduction,
  gtm: Boolean(settings.gtmId),
  captcha: Boolean(settings.captcha),
  reportOnly: settings.csp.reportOnly,
})
// The router's refreshes are never answered from the browser's cache (src/lib/http/router-requests.ts).
// React's payload of the cacheable pages is a script of its own (src/lib/http/page-payload.ts).
// Several instances share one PostgreSQL database: a payload one made is there for the others (shared-payloads.ts).
const sharedPayloads =
  settings.databaseKind === 'postgres'
    ? postgresPayloads(settings.databaseUri, (error, doing) =>
        log.warn({ err: error }, `[page payloads] ${doing} the shared payloads failed`),
      )
    : null
const payloads = new PayloadStore(sharedPayloads)
const handlePage = uncachedRouterRequests(deferScriptsInPages(handleWithErrorPage, { onPage: pagePolicy, payloads }))

function stamped(request: IncomingMessage, response: ServerResponse) {
  const id = randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader('X-Request-Id', id)
  // When this answer was made: an open page reads the changes since then, so none made before its socket opened is
  // missed (src/components/live/connection.ts). A copy a cache keeps carries its older time, which reads more.
  response.setHeader('Server-Timing', `served;desc=${Date.now()}`)
  stampClient(request, trustProxy, ignoredForwarding)
  // While draining, a kept-alive client is told to come back on a new connection (to another instance).
  if (isDraining()) response.setHeader('Connection', 'close')
  if (request.url?.startsWith(PAYLOAD_PREFIX)) return payloads.serve(request, response, fetchPage)
  return handlePage(request, response)
}

const { server, cache, fetchPage } = createCachingServer(stamped, {
  maxAgeSeconds: htmlCacheSeconds,
  host: new URL(siteUrl).host,
  onLookup: (result) => metrics().htmlCache.inc({ result }),
  // What a CDN or Varnish in front may keep, and the content it holds (src/publish/edge/headers.ts).
  onRequest: edgeHeaders({ purging: settings.edge.purger !== null, maxAgeSeconds: settings.edge.maxAgeSeconds }),
})
// Idle keep-alive connections are closed after 65 s, not Node's 5: longer than a front's or a client pool's reuse
// (HAProxy's 10 s, load balancers' 60 s), which otherwise sends a request down a socket closing under it (ECONNRESET).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Prometheus metrics on their own port (METRICS_PORT), never this one (docs/operations.md).
instrumentServer(server, {
  distDir,
  cacheEntries: () => cache.size,
  siteUrl,
})
const metricsServer = settings.metrics ? serveMetrics(settings.metrics) : null
// Any expired tag empties it, whichever instance published the change (src/publish/changes.ts).
startSharing()
onExpire(() => cache.purge())

// Live content: GraphQL subscriptions on this port (src/publish/live/socket.ts), and in remote
// mode this site following its CMS's (src/publish/live/remote-sync.ts). docs/live-content.md
const closeLive = attachLiveContent(server, {
  ...settings,
  clientOf: (request) => stampClient(request, trustProxy, ignoredForwarding),
  production: true,
  // Payload answers who a sign-in token is, on this same server (the socket runs outside Next.js).
  staffOf: (token) => {
    const { host, port: bound } = ownAddress(server)
    return staffByToken(`http://${host.includes(':') ? `[${host}]` : host}:${bound}`)(token)
  },
})
const remote = settings.contentGraphqlUrl
  ? startRemoteSync({
      graphqlUrl: settings.contentGraphqlUrl,
      token: settings.liveContentToken,
      maxStaleMs: settings.liveMaxStaleMs,
    })
  : null

// Not ready (/readyz 503) until the visitors' pages have been rendered once (src/lib/http/warm-up.ts).
setWarmingUp(true)
server.listen(port, hostname, () => {
  log.info(
    { port, hostname: hostname ?? 'localhost', htmlCacheSeconds, trustProxy },
    `listening on http://${hostname ?? 'localhost'}:${port}; rendering the main pages once before /readyz says ready`,
  )
  void warmUp(async (page, timeoutMs) => (await fetchPage(page, timeoutMs)).status).then((result) => {
    setWarmingUp(false)
    const line = `ready on http://${hostname ?? 'localhost'}:${port} (main pages rendered in ${result.ms} ms)`
    if (result.ok) log.info({ warmUp: result }, line)
    else log.warn({ warmUp: result }, `${line}; some did not render, see warmUp`)
  })
})

const SHUTDOWN_LIMIT_MS = 10_000

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info(
      { signal, drainSeconds: settings.shutdownDrainSeconds },
      'shutting down: not ready, then no new connections, finishing requests and deliveries',
    )
    beginShutdown()
    const hardStop = setTimeout(() => {
      log.warn('shutdown took longer than 10 s; exiting with work left (it resumes on the next start)')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS - 500)
    hardStop.unref()
    // A front checking /readyz takes its checks' interval x fall to stop sending here; closing the socket sooner cuts
    // off the connections it opened meanwhile (an empty answer: its 502).
    setTimeout(stopServing, settings.shutdownDrainSeconds * 1000)
  })
}

function stopServing() {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  void closeLive()
  metricsServer?.close()
  void remote?.stop()
  void sharedPayloads?.close()
  server.closeIdleConnections()
  // Keep-alive sockets that finish a request are closed once idle.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100)
  idleSweep.unref()
  void Promise.all([closed, waitForShutdownTasks()]).then(() => {
    log.info('shutdown complete')
    process.exit(0)
  })
}
