// @ts-check
/**
 * The 'use cache' handler (next.config.ts `cacheHandlers.default`): where the content
 * layer's cached reads (src/lib/content) are kept, and how an edit expires them. The
 * sibling of handler.mjs, which keeps the pages made from them; both read the same tag
 * times (shared-tags.mjs), shared by every instance on PostgreSQL.
 *
 * - Entries live in this process's memory, in an LRU of at most CACHE_MAX_MB (memory.mjs).
 *   Each entry's bytes are read from Next.js's stream once, in `set`; every `get` hands out
 *   a new stream over them. A `get` of a key whose `set` is still under way waits for it.
 * - Entries that Next.js marks as not to be kept (an `expire` or `revalidate` of 0: a read
 *   that found nothing, src/lib/content) are not stored.
 * - An entry is served only while it is younger than its `revalidate` time and none of its
 *   tags (nor the request's implicit tags) was expired after it was made. Stale entries are
 *   misses, never served once more while refreshed in the background: an edit is what the
 *   next request shows. (Next.js's built-in in-memory handler, whose semantics this
 *   follows, does the same in production; it keeps its tag times in its own process only.)
 * - Every expiry is immediate, whatever the profile passed to revalidateTag: the site only
 *   expires with `{ expire: 0 }` (src/hooks/revalidate.ts), and a longer profile would only
 *   keep stale content longer.
 *
 * Written against Next.js 16's cache handler interface for 'use cache'
 * (next/dist/server/lib/cache-handlers/types.d.ts: get, set, refreshTags, getExpiration,
 * updateTags); there is no maintained npm handler that shares tags through PostgreSQL.
 */
import { LRUCache } from 'lru-cache'

import { log } from '../logger.mjs'
import { expireFromHandler, madeAt, maxBytes } from './memory.mjs'
import { anyExpiredAfter, lastExpiry, refresh, startSharing } from './shared-tags.mjs'

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} Handler */
/** @typedef {Omit<CacheEntry, 'value'> & { bytes: Uint8Array }} Stored */

/** A new stream over stored bytes (each reader of an entry gets its own). */
const streamOf = (/** @type {Uint8Array} */ bytes) =>
  new ReadableStream({
    /** @param {ReadableStreamDefaultController<Uint8Array>} controller */
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })

/**
 * A handler with its own store. Next.js makes one (the default export) per process; tests
 * make others to look at one store at a time.
 * @returns {Handler}
 */
export function createUseCacheHandler() {
  /** @type {LRUCache<string, Stored>} */
  const entries = new LRUCache({
    maxSize: maxBytes(),
    sizeCalculation: (entry, key) => entry.bytes.byteLength + key.length + 256,
  })
  /** The `set`s under way, by key: a `get` of the same key waits for its `set` to end. */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map()
  startSharing()

  return {
    async get(key, softTags) {
      await pending.get(key)
      const entry = entries.get(key)
      if (!entry) return undefined
      const { bytes, ...metadata } = entry
      if (
        Date.now() > entry.timestamp + entry.revalidate * 1000 ||
        anyExpiredAfter([...entry.tags, ...softTags], entry.timestamp)
      ) {
        entries.delete(key)
        return undefined
      }
      return { ...metadata, value: streamOf(bytes) }
    },

    async set(key, pendingEntry) {
      /** @type {() => void} */
      let settled = () => {}
      /** @type {Promise<void>} */
      const done = new Promise((resolve) => {
        settled = resolve
      })
      pending.set(key, done)
      try {
        const entry = await pendingEntry
        if (entry.expire === 0 || entry.revalidate === 0) {
          // Not to be kept (a miss). Read the stream to its end all the same, so that
          // whatever produces it is not left waiting.
          entries.delete(key)
          await new Response(entry.value).arrayBuffer()
          return
        }
        const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer())
        const { value: _stream, ...metadata } = entry
        entries.set(key, { ...metadata, timestamp: madeAt(entry.tags, entry.timestamp), bytes })
      } catch (error) {
        // The value failed while it was made: nothing is kept, the next read makes it again.
        entries.delete(key)
        log.warn({ err: error }, '[cache] a cached read could not be stored')
      } finally {
        if (pending.get(key) === done) pending.delete(key)
        settled()
      }
    },

    async refreshTags() {
      await Promise.resolve()
      refresh()
    },

    async getExpiration(tags) {
      await Promise.resolve()
      return lastExpiry(tags)
    },

    async updateTags(tags) {
      await expireFromHandler(tags)
    },
  }
}

export default createUseCacheHandler()
