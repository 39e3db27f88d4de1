// @ts-check
/**
 * The Next.js cache handler (next.config.ts `cacheHandler`): where rendered pages (and any
 * unstable_cache or fetch entry) are kept, and how an edit expires them. The content reads of
 * src/lib/content are 'use cache' entries, kept by its sibling use-cache-handler.mjs; the
 * tags they carry reach the pages made from them, so both expire together.
 *
 * - Entries live in this process's memory (an LRU of at most CACHE_MAX_MB, default 256 MB,
 *   memory.mjs): a restarted instance renders a page again on its first request instead of
 *   serving a copy from before an edit it did not see (the default handler's disk copies
 *   outlived edits that way).
 * - Misses are not kept: an empty value (a page or read that found nothing) is never stored.
 * - An entry is served only if none of its tags was expired after it was made. Tag times
 *   come from shared-tags.mjs: on PostgreSQL they are shared by every instance, so an edit
 *   published through one instance is what every instance serves (within the time a
 *   NOTIFY takes, and at worst the 5 s re-read).
 *
 * Written against Next.js's documented cache handler interface (get, set, revalidateTag,
 * resetRequestCache), with nothing of Next.js's internals.
 */
import { LRUCache } from 'lru-cache'

import { expireFromHandler, madeAt, maxBytes } from './memory.mjs'
import { anyExpiredAfter, startSharing } from './shared-tags.mjs'

const TAGS_HEADER = 'x-next-cache-tags'

/** @typedef {{ lastModified: number, value: any, tags: string[], cacheControl?: unknown }} Entry */

/** A rough size of a value, for the LRU's budget. */
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

/** The tags an entry depends on: those it was stored with, and those the page's render collected. */
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
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireFromHandler(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}
