import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

import { isPageRequest } from './server-error'

/**
 * The framework's scripts after the first paint.
 *
 * A page of this site paints its first frame (the header and the hero's H1, which is also
 * its largest paint) from the HTML and the stylesheet alone; its scripts only hydrate what
 * is already on screen. Next.js puts them in the document as `<script async>` (and a
 * low-priority preload of the runtime), so the browser fetches about 130 KB of them beside
 * the stylesheet, and on a phone's connection they share the line with it: with Lighthouse's
 * devtools throttling our first paint came at 1.8-2.5 s against 0.7 s for a minimal Next.js
 * page. Its simulation counts them in the largest paint for the same reason.
 *
 * So page views are answered without them: the script elements and the runtime's preload
 * are taken out, and one small inline script at the end of the body (AFTER_PAINT_LOADER)
 * starts them once the first contentful paint is on screen (PerformanceObserver 'paint';
 * where that is missing, after the next frame; on a hidden page, at once; at the latest
 * after 3 s). Without JavaScript nothing changes.
 * Hand-written: Next.js (16.4) has no option to load its bootstrap scripts later; React's
 * `bootstrapScripts` are always `async` at once.
 *
 * Applied to every HTML answer to a GET for a page (whatever its Accept header), the HTML
 * cache's own copies included (they are fetched through this server). Next.js is asked for the page uncompressed, and the result is
 * compressed here as Next.js would have (brotli or gzip, by Accept-Encoding). A streamed
 * page is sent once whole; the site's pages are prerendered or rendered in one piece.
 * `next dev` and a bare `next start` serve Next.js's own markup.
 */

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g

/**
 * Runs at the end of the body, after everything React hydrates (so React never meets it),
 * with the script URLs as its argument; its element is marked data-after-paint. Kept in ES5 for the browsers the site still serves.
 */
export const AFTER_PAINT_LOADER = `(function (urls) {
  var d = document, started = false
  function start() {
    if (started) return
    started = true
    for (var i = 0; i < urls.length; i++) {
      var s = d.createElement('script')
      s.src = urls[i]
      s.async = true
      d.head.appendChild(s)
    }
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (d.visibilityState !== 'visible') start()
  else if (types.indexOf('paint') < 0) requestAnimationFrame(function () { setTimeout(start, 0) })
  else new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start() }
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 3000)
})`

/**
 * The document with Next.js's script elements taken out and the loader put in their place.
 * Only the markup React writes for them can match: text and attribute values in the HTML,
 * and the strings in the React payload's inline scripts, are escaped (no literal `<script`
 * or `"/>` inside them).
 */
export function deferFrameworkScripts(html: string): string {
  const urls = new Set<string>()
  const take = (_: string, url: string) => (urls.add(url), '')
  const rest = html.replace(PRELOAD, take).replace(SCRIPT, take)
  const bodyEnd = rest.lastIndexOf('</body>')
  if (urls.size === 0 || bodyEnd < 0) return html
  return `${rest.slice(0, bodyEnd)}<script data-after-paint>${AFTER_PAINT_LOADER}(${JSON.stringify([...urls])})</script>${rest.slice(bodyEnd)}`
}

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const ENCODINGS = ['br', 'gzip', 'identity']

/** Wraps a request handler (Next.js's) so that its HTML page views load their scripts after the first paint. */
export function deferScriptsInPages(handle: Handle): Handle {
  return (request, response) => {
    if (request.method !== 'GET' || !isPageRequest(request)) return handle(request, response)
    const encoding = new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] } }).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity'
    // Uncompressed from Next.js, so that the markup can be read; compressed below.
    delete request.headers['accept-encoding']

    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with `this` below, and put back as they were
    const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders }
    const chunks: Buffer[] = []
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
    }
    const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function')

    response.writeHead = function (status: number, ...rest: unknown[]) {
      response.statusCode = status
      const headers = rest.find((r) => typeof r === 'object' && r !== null) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined
      if (Array.isArray(headers)) {
        const flat = headers.flat() as string[]
        for (let i = 0; i + 1 < flat.length; i += 2) response.setHeader(flat[i], flat[i + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
      }
      return response
    }
    response.flushHeaders = () => undefined
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
          response.setHeader('content-length', body.length)
          response.end(body, done)
        },
        () => response.destroy(),
      )
      return response
    } as ServerResponse['end']

    async function finish(body: Buffer): Promise<Buffer> {
      if (!String(response.getHeader('content-type') ?? '').startsWith('text/html') || response.getHeader('content-encoding')) return body
      const html = Buffer.from(deferFrameworkScripts(body.toString('utf8')))
      if (encoding === 'identity' || html.length < 1024 || response.statusCode === 204 || response.statusCode === 304) return html
      response.setHeader('content-encoding', encoding)
      // Brotli at quality 5: about as fast as Next.js's gzip and smaller. The HTML cache keeps its own quality-11 copy of the pages it holds.
      return encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }) : gzip(html)
    }

    return handle(request, response)
  }
}
