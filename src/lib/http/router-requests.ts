import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The App Router's own requests (`RSC: 1`: navigations and `router.refresh()`) are answered
 * `Cache-Control: private, no-cache`. Next.js gives a prerendered page's answer
 * `s-maxage=86400, stale-while-revalidate=31449600`, and a browser keeps that in its own cache:
 * a second refresh of the same page (the same `_rsc` value) was served the first one's copy,
 * stale, while the fresh one was fetched behind it. An open page following edits
 * (docs/live-content.md) must see each one. Next.js's config headers cannot override it.
 */
type Handle = (request: IncomingMessage, response: ServerResponse) => unknown

export function uncachedRouterRequests(handle: Handle): Handle {
  return (request, response) => {
    if (request.headers.rsc !== undefined) {
      const writeHead = response.writeHead.bind(response)
      // Node's writeHead has several overloads; the arguments are passed on as they came.
      response.writeHead = ((...args: Parameters<typeof writeHead>) => {
        if (!response.headersSent) response.setHeader('cache-control', 'private, no-cache')
        return writeHead(...args)
      }) as ServerResponse['writeHead']
    }
    return handle(request, response)
  }
}
