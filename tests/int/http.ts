import { randomInt } from 'node:crypto'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { text as readText } from 'node:stream/consumers'

import { stampClient, type TrustProxy } from '@/lib/http/client'

/**
 * A small node:http server in front of route handlers, as server.ts is in production: it
 * stamps each request with its client (the socket's address, no proxy trusted), turns it
 * into a Fetch Request and answers with the handler's Response. Tests send from different
 * loopback addresses (`from: '127.0.0.2'`) to act as different visitors.
 */
export type RouteHandler = (request: Request) => Promise<Response> | Response

export type Served = {
  port: number
  /** Bytes of request bodies the handlers have pulled, per request path (last request). */
  bodyBytesRead: Map<string, number>
  close(): Promise<void>
}

export async function serve(
  route: (pathname: string, method: string) => RouteHandler | undefined,
  trust: TrustProxy = { kind: 'none' },
): Promise<Served> {
  const bodyBytesRead = new Map<string, number>()
  const server = http.createServer((req, res) => {
    void (async () => {
      stampClient(req, trust)
      const url = new URL(req.url ?? '/', 'http://localhost')
      const handler = route(url.pathname, req.method ?? 'GET')
      if (!handler) {
        res.writeHead(405).end()
        return
      }
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers))
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value)
      let read = 0
      bodyBytesRead.set(url.pathname, 0)
      const counted = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength
          bodyBytesRead.set(url.pathname, read)
          controller.enqueue(chunk)
        },
      })
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>).pipeThrough(counted) : undefined,
        // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types lack it.
        duplex: 'half',
      })
      let response: Response
      try {
        response = await handler(request)
      } catch (error) {
        // A handler that throws is what a visitor would see as a 500: let the test see it too.
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`the handler threw: ${error instanceof Error ? error.message : String(error)}`)
        return
      }
      const out: Record<string, string | string[]> = {}
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') out[key] = value
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) out['set-cookie'] = cookies
      res.writeHead(response.status, out)
      if (response.body) Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
      else res.end()
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    bodyBytesRead,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string; json: unknown; ms: number }

/**
 * One request from a given loopback address (a visitor of its own). `body` as a string or
 * bytes is sent as is, with its length (unless the caller asks for a chunked transfer);
 * an object as JSON. POST when there is a body.
 */
export function send(
  served: Pick<Served, 'port'>,
  {
    path,
    method,
    from = '127.0.0.1',
    headers = {},
    body,
  }: {
    path: string
    method?: string
    from?: string
    headers?: Record<string, string>
    body?: string | Buffer | object
  },
): Promise<Answer> {
  const payload =
    body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
  method ??= body === undefined ? 'GET' : 'POST'
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: served.port,
        localAddress: from,
        path,
        method,
        agent: false,
        headers: {
          ...(typeof body === 'object' && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
          ...(payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'transfer-encoding')
            ? { 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      // stream/consumers rejects on an answer cut short, where a bare 'end' listener would wait forever.
      (res) =>
        void readText(res).then((text) => {
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: performance.now() - started })
        }, reject),
    )
    req.on('error', reject)
    req.end(payload)
  })
}

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response> | Response

/**
 * The site's real route handlers behind `serve`, as a visitor reaches them through
 * server.ts: /api/forms/{kind}, /api/forms/application, /api/graphql, Payload's REST API
 * under /api, and the pages behind e-mailed links (/newsletter/confirm,
 * /newsletter/unsubscribe, /privacy-request/confirm).
 */
export async function startSite(trust: TrustProxy = { kind: 'none' }): Promise<Served> {
  const forms = await import('@/app/api/forms/[kind]/route')
  const application = await import('@/app/api/forms/application/route')
  const graphql = await import('@/app/(payload)/api/graphql/route')
  const rest = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<string, Handler | undefined>
  const links: Record<string, Record<string, Handler | undefined>> = {
    '/newsletter/confirm': (await import('@/app/(site)/newsletter/confirm/route')) as unknown as Record<
      string,
      Handler
    >,
    '/newsletter/unsubscribe': (await import('@/app/(site)/newsletter/unsubscribe/route')) as unknown as Record<
      string,
      Handler
    >,
    '/privacy-request/confirm': (await import('@/app/(site)/privacy-request/confirm/route')) as unknown as Record<
      string,
      Handler
    >,
  }
  const withParams =
    (handler: Handler, params: Record<string, unknown>): RouteHandler =>
    (request) =>
      handler(request, { params: Promise.resolve(params) })
  return serve((pathname, method) => {
    if (pathname === '/api/forms/application') return method === 'POST' ? withParams(application.POST, {}) : undefined
    const link = Object.hasOwn(links, pathname) ? links[pathname][method] : undefined
    if (link) return withParams(link, {})
    const form = /^\/api\/forms\/([^/]+)$/.exec(pathname)
    if (form)
      return method === 'POST' ? withParams(forms.POST as Handler, { kind: decodeURIComponent(form[1]) }) : undefined
    if (pathname === '/api/graphql') return method === 'POST' ? withParams(graphql.POST, {}) : undefined
    const handler = pathname.startsWith('/api/') ? rest[method] : undefined
    return handler ? withParams(handler, { slug: pathname.slice(5).split('/').filter(Boolean) }) : undefined
  }, trust)
}

// Drawn per file: on PostgreSQL every file of the run shares the limits' table, so files must not reuse addresses.
const SECOND_OCTET = randomInt(2, 250)
let nextAddress = randomInt(0, 250 * 250)
/** A loopback address no other request of this run has used: a new visitor. */
export function newVisitor(): string {
  const n = ++nextAddress % (250 * 250)
  return `127.${SECOND_OCTET}.${Math.floor(n / 250)}.${(n % 250) + 2}`
}

/** The headers server.ts would stamp on a request from `from`, for a handler called without HTTP in between. */
export function stampedAs(from: string): Record<string, string> {
  const request = { headers: {} as IncomingHttpHeaders, socket: { remoteAddress: from } }
  // stampClient reads only the headers and the socket's address.
  stampClient(request as unknown as http.IncomingMessage, { kind: 'none' })
  return Object.fromEntries(
    Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
