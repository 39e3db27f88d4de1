import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding, COMPRESSIBLE, freshFor } from './html-cache'
import { PUSH_PAYLOAD, takePayload, type PayloadStore } from './page-payload'
import { isPageRequest } from './server-error'

/**
 * Page views load Next.js's scripts after the first paint, so on a phone's line they do not compete with the
 * stylesheet (docs/browser.md). Hand-written: Next.js has no option to load its bootstrap scripts later.
 */

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g

/**
 * Runs after everything React hydrates, so React never meets it; ES5 for the browsers the site still serves. A page
 * whose payload is data of its own (page-payload.ts) fetches it first, Next.js's scripts being fetched meanwhile
 * (preloads, which the script elements then take over), and pushes it where its inline scripts would have; if it
 * cannot be had, none of Next.js's scripts runs and the page stays as the server wrote it (links and forms work
 * without scripts).
 */
export const AFTER_PAINT_LOADER = `(function (urls, payload) {
  var d = document, started = false
  var push = ${PUSH_PAYLOAD.replace(/\n/g, '\n  ')}
  function start() {
    if (started) return
    started = true
    if (!payload) return chunks()
    for (var i = 0; i < urls.length; i++) {
      var l = d.createElement('link')
      l.rel = 'preload'
      l.as = 'script'
      l.href = urls[i]
      d.head.appendChild(l)
    }
    var x = new XMLHttpRequest()
    x.open('GET', payload)
    x.onload = function () {
      try {
        if (x.status !== 200) return
        push(JSON.parse(x.responseText))
      } catch (e) {
        return
      }
      chunks()
    }
    x.send()
  }
  function chunks() {
    for (var i = 0; i < urls.length; i++) {
      var s = d.createElement('script')
      s.src = urls[i]
      s.async = true
      d.head.appendChild(s)
    }
  }
  setTimeout(start, 3000)
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  function afterFrame() { requestAnimationFrame(function () { setTimeout(start, 0) }) }
  if (d.visibilityState !== 'visible') start()
  else if (types.indexOf('paint') < 0) afterFrame()
  else try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start() }
    }).observe({ type: 'paint', buffered: true })
  } catch (e) { afterFrame() }
})`

/**
 * Only the markup React writes for its scripts can match: text, attribute values and the React payload's strings
 * are escaped (no literal `<script` or `"/>` inside them). Given `payloadAt`, React's payload leaves the document
 * too, for the address that function answers (JSON the loader fetches).
 */
export function deferFrameworkScripts(html: string, payloadAt?: (payload: string) => string): string {
  const urls = new Set<string>()
  const take = (_: string, url: string) => (urls.add(url), '')
  const kept = html.replace(PRELOAD, take).replace(SCRIPT, take)
  if (urls.size === 0 || !kept.includes('</body>')) return html
  const taken = payloadAt ? takePayload(kept) : null
  const rest = taken?.html ?? kept
  const end = rest.lastIndexOf('</body>')
  const args = JSON.stringify([...urls]) + (taken ? `,${JSON.stringify(payloadAt!(taken.payload))}` : '')
  return `${rest.slice(0, end)}<script data-after-paint>${AFTER_PAINT_LOADER}(${args})</script>${rest.slice(end)}`
}

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const BODILESS = new Set([204, 304])

/** Sees each page as sent (null without an HTML body) and may set its headers (src/lib/http/csp.ts). */
export type PageHook = (html: string | null, response: ServerResponse) => void

export type PageOptions = {
  onPage?: PageHook
  /** Where the payload of cacheable pages goes (page-payload.ts); without it, it stays in the document. */
  payloads?: PayloadStore
}

export function deferScriptsInPages(handle: Handle, { onPage, payloads }: PageOptions = {}): Handle {
  return (request, response) => {
    if (!isPageRequest(request)) return handle(request, response)
    // A HEAD gets the headers its GET would (RFC 9110, 9.3.2); Node sends no body in answer to a HEAD.
    if (request.method === 'HEAD') request.method = 'GET'
    const encoding = chooseEncoding(request.headers)
    // Uncompressed from Next.js, so that the markup can be read; compressed below.
    delete request.headers['accept-encoding']

    /* eslint-disable @typescript-eslint/unbound-method -- called with `this` below, and put back as they were */
    const original = {
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
      flushHeaders: response.flushHeaders,
    }
    /* eslint-enable @typescript-eslint/unbound-method */
    const chunks: Buffer[] = []
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      if (Buffer.isBuffer(chunk)) chunks.push(chunk)
      else if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8'))
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    }
    const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function')

    // A 5xx here is server-error.ts's page replacing one that failed after part of it was written: start over.
    response.writeHead = function (status: number, ...rest: unknown[]) {
      if (status >= 500) chunks.length = 0
      response.statusCode = status
      if (typeof rest[0] === 'string') response.statusMessage = rest[0]
      // Node's writeHead takes its headers after the status (and an optional message): an object or a flat list.
      const headers = rest.find((r) => typeof r === 'object' && r !== null) as
        OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined
      if (Array.isArray(headers)) {
        // A raw header list alternates names and values, all strings.
        const flat = headers.flat() as string[]
        for (let i = 0; i + 1 < flat.length; i += 2) response.appendHeader(flat[i], flat[i + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
      }
      return response
    }
    response.flushHeaders = () => undefined
    // Node's write and end have several overloads; these take any of them (the casts below).
    response.write = function (chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      callbackOf(rest)?.()
      return true
    } as ServerResponse['write']
    response.end = function (...args: unknown[]) {
      collect(args[0], args[1])
      const done = callbackOf(args)
      Object.assign(response, original)
      void finish(Buffer.concat(chunks)).then(
        (body) => {
          if (!BODILESS.has(response.statusCode)) response.setHeader('content-length', body.length)
          response.end(body, done)
        },
        () => response.destroy(),
      )
      return response
    } as ServerResponse['end']

    async function finish(body: Buffer): Promise<Buffer> {
      const header = (name: string) => String(response.getHeader(name) ?? '')
      const type = header('content-type')
      if (response.getHeader('content-encoding') || BODILESS.has(response.statusCode)) {
        onPage?.(null, response)
        return body
      }
      const text = type.startsWith('text/html') ? body.toString('utf8') : null
      // Only a page every visitor gets alike (what a shared cache may keep) is rendered alike on any instance.
      const seconds = freshFor(response.statusCode, header)
      const shared = payloads !== undefined && typeof seconds === 'number' && seconds > 0
      const pagePath = request.url ?? '/'
      const page =
        text === null
          ? null
          : deferFrameworkScripts(text, shared ? (payload) => payloads.put(payload, pagePath) : undefined)
      onPage?.(page, response)
      const out = page === null || page === text ? body : Buffer.from(page)
      if (encoding === 'identity' || out.length < 1024 || !COMPRESSIBLE.test(type)) return out
      response.setHeader('content-encoding', encoding)
      const vary = String(response.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      // Brotli at quality 5: about as fast as Next.js's gzip and smaller.
      return encoding === 'br'
        ? brotli(out, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: out.length },
          })
        : gzip(out)
    }

    return handle(request, response)
  }
}
