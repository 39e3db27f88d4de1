import { pathsTagged } from '@/publish/cache/page-tags.mjs'

/**
 * The shared caches in front of the site that can be told a page changed, each through its documented API
 * (docs/deployment.md, "CDN or cache in front"). A purger names content by the change path's cache tags
 * (src/publish/changes.ts), the same names server.ts sends in `Surrogate-Key` / `Cache-Tag`
 * (src/publish/edge/headers.ts). A purge that fails throws; src/publish/edge/queue.ts retries it.
 */
export type PurgerSettings =
  | { kind: 'varnish'; urls: string[] }
  | {
      kind: 'cloudflare'
      apiUrl: string
      zoneId: string
      token: string
      by: 'tag' | 'url'
      siteUrl: string
    }
  | { kind: 'fastly'; apiUrl: string; serviceId: string; token: string }

export type Purger = { name: string; purge: (tags: string[]) => Promise<void> }

const TIMEOUT_MS = 10_000

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 300)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}${body ? `: ${body}` : ''}`)
  }
  return response
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

/**
 * Varnish with xkey (Debian's varnish-modules; deploy/varnish/default.vcl): `PURGE` with the keys in `xkey-purge`,
 * to every Varnish, each of which drops the objects tagged with any of them. Varnish admits it by ACL.
 */
function varnish(urls: string[]): Purger {
  return {
    name: 'varnish',
    async purge(tags) {
      // Header lines stay short: a change expires a handful of tags, a picture used everywhere a few hundred.
      for (const part of chunks(tags, 100))
        await Promise.all(urls.map((url) => send(url, { method: 'PURGE', headers: { 'xkey-purge': part.join(' ') } })))
    },
  }
}

/**
 * The addresses whose pages hold a tag: those rendered here with it, and a document's own address. The routes' module
 * is loaded only here: it brings the section registry, which server.ts's own modules (remote-sync) must not load.
 */
export async function addressesOf(tags: string[], siteUrl: string): Promise<string[]> {
  const { documentPath, PREVIEW_COLLECTIONS } = await import('@/lib/preview-paths')
  const paths = new Set(pathsTagged(tags))
  for (const tag of tags) {
    const [collection, slug] = tag.split(':', 2)
    const preview = PREVIEW_COLLECTIONS.find((c) => c === collection)
    if (slug && slug !== 'list' && preview) paths.add(documentPath(preview, slug))
  }
  return [...paths].sort().map((path) => new URL(path, siteUrl).toString())
}

/**
 * Cloudflare's purge_cache (https://developers.cloudflare.com/api/resources/cache/methods/purge/): by tag (`tags`,
 * matched against the `Cache-Tag` header) where the plan allows it, else by URL (`files`, every plan). At most 30
 * per call, which every plan accepts.
 */
function cloudflare(settings: Extract<PurgerSettings, { kind: 'cloudflare' }>): Purger {
  const endpoint = `${settings.apiUrl}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`
  return {
    name: `cloudflare (by ${settings.by})`,
    async purge(tags) {
      const items = settings.by === 'tag' ? tags : await addressesOf(tags, settings.siteUrl)
      for (const part of chunks(items, 30)) {
        const response = await send(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(settings.by === 'tag' ? { tags: part } : { files: part }),
        })
        const result: unknown = await response.json().catch(() => null)
        const answer = typeof result === 'object' && result !== null ? result : {}
        if (!('success' in answer) || answer.success !== true)
          throw new Error(
            `Cloudflare refused the purge: ${JSON.stringify('errors' in answer ? answer.errors : undefined)}`,
          )
      }
    },
  }
}

/**
 * Fastly's purge by surrogate key (https://www.fastly.com/documentation/reference/api/purging/): the keys in a
 * `Surrogate-Key` header, at most 256 per call.
 */
function fastly(settings: Extract<PurgerSettings, { kind: 'fastly' }>): Purger {
  const endpoint = `${settings.apiUrl}/service/${encodeURIComponent(settings.serviceId)}/purge`
  return {
    name: 'fastly',
    async purge(tags) {
      for (const part of chunks(tags, 256))
        await send(endpoint, {
          method: 'POST',
          headers: { 'fastly-key': settings.token, 'surrogate-key': part.join(' '), accept: 'application/json' },
        })
    },
  }
}

export function purgerOf(settings: PurgerSettings): Purger {
  switch (settings.kind) {
    case 'varnish':
      return varnish(settings.urls)
    case 'cloudflare':
      return cloudflare(settings)
    case 'fastly':
      return fastly(settings)
  }
}
