import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding, COMPRESSIBLE } from './html-cache'
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
 * Applied to every HTML answer to a GET for a page path (whatever its Accept header), the
 * HTML cache's own copies included (they are fetched through this server). For those paths
 * Next.js is asked for the answer uncompressed, and it is compressed here as Next.js would
 * have (brotli or gzip, by Accept-Encoding; HTML and the other text types such as the
 * sitemap). Headers are sent at the end: a streamed page is sent once whole (the site's
 * pages are prerendered or rendered in one piece). A HEAD is answered with its GET's headers.
 * `next dev` and a bare `next start` serve Next.js's own markup.
 */

const SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g

/**
 * Runs at the end of the body, after everything React hydrates (so React never meets it),
 * with the script URLs as its argument; its element is marked data-after-paint. Kept in ES5 for the browsers the site
 * still serves.
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
/** Answers that carry no body, and whose Content-Length (if any) is not this one's. */
const BODILESS = new Set([204, 304])

/** Sees each page as sent (null for an answer without an HTML body) and may set its headers (src/lib/http/csp.ts). */
export type PageHook = (html: string | null, response: ServerResponse) => void

/** Wraps a request handler (Next.js's) so that its HTML page views load their scripts after the first paint. */
export function deferScriptsInPages(handle: Handle, onPage?: PageHook): Handle {
  return (request, response) => {
    if (!isPageRequest(request)) return handle(request, response)
    // A HEAD gets the headers its GET would (RFC 9110, 9.3.2): the length and encoding of the
    // page as sent here, not of Next.js's markup. So Next.js renders it as for a GET; Node
    // sends no body in answer to a HEAD, whatever is written (the response was made for one).
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

    // Headers are sent only at the end, so Node's implicit writeHead may come after chunks
    // were written; but a 5xx here is the error page of server-error.ts replacing a page that
    // failed after part of it was written (its own 5xx never reach this wrapper): it starts over.
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
      const type = String(response.getHeader('content-type') ?? '')
      if (response.getHeader('content-encoding') || BODILESS.has(response.statusCode)) {
        onPage?.(null, response)
        return body
      }
      const text = type.startsWith('text/html') ? body.toString('utf8') : null
      const page = text === null ? null : deferFrameworkScripts(text)
      onPage?.(page, response)
      const out = page === null || page === text ? body : Buffer.from(page)
      // What is not HTML (the sitemap, robots.txt, icons) is compressed as Next.js would have.
      if (encoding === 'identity' || out.length < 1024 || !COMPRESSIBLE.test(type)) return out
      response.setHeader('content-encoding', encoding)
      const vary = String(response.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      // Brotli at quality 5: about as fast as Next.js's gzip and smaller. The HTML cache keeps its own quality-11 copy
      // of the pages it holds.
      return encoding === 'br'
        ? brotli(out, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: out.length },
          })
        : gzip(out)
    }

    return handle(request, response)
  }
}
