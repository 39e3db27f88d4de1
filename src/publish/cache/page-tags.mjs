// @ts-check
/**
 * Which content each rendered page or route holds: the tags of the reads its render collected, as Next.js hands them
 * to the page cache handler (handler.mjs). server.ts names them to shared caches in `Surrogate-Key` / `Cache-Tag`
 * (src/publish/edge/headers.ts) so a purge by tag reaches exactly those pages. One map per process (globalThis):
 * Next.js loads the handler in its own module graph, server.ts in another.
 */

/** Next.js's own tags for paths and layouts: they name routes, not content. */
const IMPLICIT = '_N_T_'
const KEPT = 5_000

/** @returns {Map<string, string[]>} */
function registry() {
  const key = Symbol.for('northgrid.pageTags')
  const scope = /** @type {Record<symbol, Map<string, string[]> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (scope[key] ??= /** @type {Map<string, string[]>} */ (new Map()))
}

/** Next.js 16 keys a route's entries `/route-cache/<kind>/<route hash>/$<page path>` (its route-cache-key.js). */
const ROUTE_CACHE_PREFIX = /^\/route-cache\/[^/]+\/[^/]+\/\$(?=\/)/

/** The path a handler's key is for; the page path of the home page is /index. */
function pathOf(/** @type {string} */ key) {
  const path = key.replace(ROUTE_CACHE_PREFIX, '')
  return path === '/index' ? '/' : path
}

/** @param {string} key the page cache handler's key (a path) @param {readonly string[]} tags */
export function recordPageTags(key, tags) {
  if (!key.startsWith('/')) return
  const content = [...new Set(tags.filter((tag) => tag && !tag.startsWith(IMPLICIT)))].sort()
  const pages = registry()
  pages.delete(pathOf(key))
  if (content.length === 0) return
  pages.set(pathOf(key), content)
  if (pages.size > KEPT) pages.delete(/** @type {string} */ (pages.keys().next().value))
}

/** The content tags of a path's last render here; empty when unknown (never rendered here, or no tagged read). */
export function renderedTags(/** @type {string} */ path) {
  return registry().get(path) ?? []
}

/** The paths whose last render here holds any of `tags`: what a purge by address must name. */
export function pathsTagged(/** @type {readonly string[]} */ tags) {
  const wanted = new Set(tags)
  return [...registry()].filter(([, held]) => held.some((tag) => wanted.has(tag))).map(([path]) => path)
}
