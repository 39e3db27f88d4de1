// @ts-check
/**
 * Next.js's cache handler for rendered pages (docs/caching.md). In memory only, so a restarted instance never serves
 * a copy from before an edit it did not see; misses are not kept; entries obey the shared tag times.
 */
import { LRUCache } from 'lru-cache'

import { expireFromHandler, madeAt, maxBytes } from './memory.mjs'
import { recordPageTags } from './page-tags.mjs'
import { anyExpiredAfter, startSharing } from './shared-tags.mjs'

const TAGS_HEADER = 'x-next-cache-tags'

/** @typedef {{ lastModified: number, value: any, tags: string[], cacheControl?: unknown }} Entry */

/** Rough, for the LRU's budget. */
function sizeOf(/** @type {any} */ value) {
  let size = 1024
  for (const part of [value?.html, value?.rscData, value?.body, value?.data?.body]) {
    if (typeof part === 'string') size += part.length
    else if (part && typeof part.byteLength === 'number') size += part.byteLength
  }
  if (value?.segmentData instanceof Map)
    for (const buffer of value.segmentData.values()) size += buffer?.byteLength ?? 0
  if (value?.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length
  return size
}

/** Those it was stored with, and those the page's render collected. */
function tagsOf(/** @type {any} */ value, /** @type {any} */ ctx) {
  const tags = new Set(/** @type {string[]} */ (ctx?.tags ?? []))
  for (const tag of value?.tags ?? []) tags.add(tag)
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** @type {LRUCache<string, Entry> | undefined} */
let entries

export default class CacheHandler {
  /** @param {{ revalidatedTags?: string[] }} ctx */
  constructor(ctx) {
    this.revalidatedTags = ctx?.revalidatedTags ?? []
    entries ??= new LRUCache({ maxSize: maxBytes(), sizeCalculation: (entry) => sizeOf(entry.value) })
    startSharing()
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = entries?.get(key)
    if (!entry) return null
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
    if (tags.some((tag) => this.revalidatedTags.includes(tag)) || anyExpiredAfter(tags, entry.lastModified)) {
      entries?.delete(key)
      return null
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /** @param {string} key @param {any} value @param {any} ctx */
  async set(key, value, ctx) {
    if (value == null) return void entries?.delete(key)
    const tags = tagsOf(value, ctx)
    entries?.set(key, { lastModified: madeAt(tags, Date.now()), value, tags, cacheControl: ctx?.cacheControl })
    if (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') recordPageTags(key, tags)
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireFromHandler(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}
