import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { cacheKey } from '@/lib/http/html-cache'
import { renderedTags } from '@/publish/cache/page-tags.mjs'

/**
 * What a shared cache in front (a CDN, Varnish) is told it may keep (docs/deployment.md, "CDN or cache in front").
 * Next.js answers a prerendered page `s-maxage=86400, stale-while-revalidate=31449600`: a promise of a day that nothing
 * could take back. server.ts rewrites it on the way out:
 * - a page whose content is known (its render's cache tags, src/publish/cache/page-tags.mjs) names it in
 *   `Surrogate-Key` (Varnish xkey, Fastly) and `Cache-Tag` (Cloudflare);
 * - with a purger configured (src/publish/edge/purgers.ts), such a page may be kept `CDN_MAX_AGE_SECONDS`: the change
 *   path purges it by those names;
 * - anything else shared-cacheable (no purger, a status other than 200, content not known) for the live window, 5 s,
 *   the time an edit takes to reach every instance, plus a short stale-while-revalidate.
 */
export const LIVE_WINDOW_SECONDS = 5
/** How long past its age a copy may answer while a fresh one is fetched, browsers included. */
export const STALE_SECONDS = 25

export type EdgePolicy = { purging: boolean; maxAgeSeconds: number }

/** The Cache-Control a shared cache gets, or null to leave the answer's own (nothing shared-cacheable in it). */
export function edgeCacheControl(
  status: number,
  cacheControl: string,
  tags: readonly string[],
  policy: EdgePolicy,
): string | null {
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)
  if (!sMaxAge || /\b(?:private|no-store)\b/.test(cacheControl)) return null
  const age =
    policy.purging && status === 200 && tags.length > 0
      ? policy.maxAgeSeconds
      : Math.min(Number(sMaxAge[1]), LIVE_WINDOW_SECONDS)
  // The answer's other directives (public, max-age for browsers) stay as they were.
  return cacheControl
    .replace(/\bs-maxage=\d+/, `s-maxage=${age}`)
    .replace(
      /\bstale-while-revalidate=(\d+)/,
      (_, seconds: string) => `stale-while-revalidate=${Math.min(Number(seconds), STALE_SECONDS)}`,
    )
}

/** `Surrogate-Key` is space-separated (Varnish xkey, Fastly); `Cache-Tag` comma-separated (Cloudflare). */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  return tags.length ? { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') } : {}
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name && value !== undefined) return String(value)
  return undefined
}

function dropHeader(headers: OutgoingHttpHeaders, name: string): void {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key]
}

/**
 * Rewrites each answer's shared-cache headers just before they are written, whoever writes them (Next.js, or the HTML
 * cache of src/lib/http/html-cache.ts, which passes its headers to writeHead).
 */
export function edgeHeaders(policy: EdgePolicy): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const writeHead = response.writeHead.bind(response)
    // Node's writeHead has several overloads; the arguments are passed on as they came, but for the headers object.
    response.writeHead = ((...args: Parameters<typeof writeHead>) => {
      const [status] = args
      const given = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as
        OutgoingHttpHeaders | undefined
      const cacheControl = headerValue(given, 'cache-control') ?? String(response.getHeader('cache-control') ?? '')
      const key = cacheKey(request)
      const tags = key === null ? [] : renderedTags(key)
      const rewritten = edgeCacheControl(status, cacheControl, tags, policy)
      if (rewritten !== null && !response.headersSent) {
        if (given) dropHeader(given, 'cache-control')
        response.setHeader('cache-control', rewritten)
        for (const [name, value] of Object.entries(tagHeaders(tags))) response.setHeader(name, value)
      }
      return writeHead(...args)
    }) as ServerResponse['writeHead']
  }
}
