import type { IncomingMessage, ServerResponse } from 'node:http'

import { CONTENT_UNAVAILABLE_DIGEST, outage, type Outage } from '../content/fallback'

/**
 * Next.js answers a failed page view with an empty `<html id="__next_error__">` shell, blank without JavaScript;
 * server.ts answers it with the prerendered error page instead (docs/architecture.md). Hand-written: Next.js offers
 * no hook to render its server error page as HTML.
 */
export const SERVER_ERROR_PATH = '/server-error'
/** Its 503 twin: a page whose content source is unreachable with no copy held (src/lib/content/fallback.ts). */
export const UNAVAILABLE_PATH = '/unavailable'
/** A remote site's sync retries its CMS within 30 s (src/publish/live/remote-sync.ts); stale pages live as long. */
export const RETRY_AFTER_SECONDS = 30
const INTERNAL_HEADER = 'x-northgrid-error-page'

export const LAST_RESORT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Error</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:6rem 1.5rem;color:#0f172a}main{max-width:720px;margin:0 auto}a{color:#0b5cad;font-weight:600}</style></head>
<body><main><h1>An error occurred while showing the error page</h1><p><a href="/">Go back to home</a></p></main></body></html>`

export const LAST_RESORT_UNAVAILABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:6rem 1.5rem;color:#0f172a}main{max-width:720px;margin:0 auto}a{color:#0b5cad;font-weight:600}</style></head>
<body><main><p>503</p><h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a minute.</p><p><a href="/">Go back to home</a></p></main></body></html>`

export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.rsc || request.headers['next-router-state-tree'] || request.headers['next-action']) return false
  const url = request.url ?? '/'
  return !/^\/(?:api|build|_next)(?:\/|$|\?)/.test(url) && !/[?&]_rsc=/.test(url)
}

export function isPageView(request: IncomingMessage): boolean {
  return (
    isPageRequest(request) && !request.headers[INTERNAL_HEADER] && (request.headers.accept ?? '').includes('text/html')
  )
}

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown

type FetchErrorPage = (headers: Record<string, string>, path: string) => Promise<{ status: number; body: string }>

/**
 * The error page's copy is kept until `follow` calls back on a content change. A page view during which a content read
 * found its source unreachable with nothing held (fallback.ts's `outage`) is answered 503 with the unavailable page.
 */
export function answerServerErrors(
  handle: Handle,
  fetchErrorPage: FetchErrorPage,
  follow?: (forget: () => void) => unknown,
): Handle {
  const cached = new Map<string, { html: string; fresh: boolean }>()
  follow?.(() => {
    for (const copy of cached.values()) copy.fresh = false
  })

  async function errorHtml(path: string, lastResort: string): Promise<string> {
    const copy = cached.get(path)
    if (copy?.fresh) return copy.html
    try {
      const page = await fetchErrorPage({ [INTERNAL_HEADER]: '1', accept: 'text/html' }, path)
      if (page.status === 200 && page.body.includes('</html>')) {
        cached.set(path, { html: page.body, fresh: true })
        return page.body
      }
    } catch {
      // the error page itself failed
    }
    return copy?.html ?? lastResort
  }

  return (request, response) => {
    if (!isPageView(request)) return handle(request, response)
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with `this` below, and put back as they were
    const original = { writeHead: response.writeHead, write: response.write, end: response.end }
    let replacing = false
    const decide = () => {
      if (!replacing && response.statusCode >= 500 && !response.headersSent) replacing = true
      return replacing
    }
    // Next.js's error shell carries the error's digest: an outage read in a context the view's store does not reach
    // (a render shared with another request) is still known by it. The first 1 MB is plenty for the shell.
    let withheld = ''
    const withhold = (chunk: unknown) => {
      if (withheld.length < 1_048_576 && (typeof chunk === 'string' || chunk instanceof Uint8Array))
        withheld += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('latin1')
    }
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status >= 500) {
        response.statusCode = status
        replacing = true
        return response
      }
      // Node's writeHead, write and end are overloaded: called here with the arguments as given (casts below too).
      return (original.writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
    }
    response.write = function (this: ServerResponse, ...args: unknown[]) {
      if (decide()) {
        withhold(args[0])
        return true
      }
      return (original.write as (...a: unknown[]) => boolean).apply(this, args)
    } as ServerResponse['write']
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      if (!decide()) return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
      if (typeof args[0] !== 'function') withhold(args[0])
      const unavailable = outageOfRequest.unavailable || withheld.includes(CONTENT_UNAVAILABLE_DIGEST)
      const status = unavailable ? 503 : response.statusCode
      const page = unavailable
        ? errorHtml(UNAVAILABLE_PATH, LAST_RESORT_UNAVAILABLE_HTML)
        : errorHtml(SERVER_ERROR_PATH, LAST_RESORT_HTML)
      void page.then((html) => {
        Object.assign(response, original)
        // The security headers stay; what described Next.js's body goes.
        for (const name of [
          'content-length',
          'content-encoding',
          'transfer-encoding',
          'etag',
          'vary',
          'x-nextjs-cache',
          'x-nextjs-prerender',
          'link',
        ])
          response.removeHeader(name)
        response.writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-length': Buffer.byteLength(html),
          ...(unavailable ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
        })
        response.end(request.method === 'HEAD' ? undefined : html)
      })
      return response
    } as ServerResponse['end']
    const outageOfRequest: Outage = { unavailable: false }
    return outage.run(outageOfRequest, () => handle(request, response))
  }
}
