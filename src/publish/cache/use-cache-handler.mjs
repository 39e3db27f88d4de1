// @ts-check
/**
 * Next.js's 'use cache' handler for the content reads (docs/caching.md). Stale entries are misses, never served
 * while refreshed, so an edit is what the next request shows; every expiry is immediate whatever the profile.
 * Hand-written: no maintained npm handler shares tag times through PostgreSQL.
 */
import { LRUCache } from 'lru-cache'

import { log } from '../../lib/logger.mjs'
import { expireFromHandler, madeAt, maxBytes } from './memory.mjs'
import { anyExpiredAfter, lastExpiry, refresh, startSharing } from './shared-tags.mjs'

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} Handler */
/** @typedef {Omit<CacheEntry, 'value'> & { bytes: Uint8Array }} Stored */

/** Each reader of an entry gets its own stream. */
const streamOf = (/** @type {Uint8Array} */ bytes) =>
  new ReadableStream({
    /** @param {ReadableStreamDefaultController<Uint8Array>} controller */
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })

/**
 * Tests make their own to look at one store at a time.
 * @returns {Handler}
 */
export function createUseCacheHandler() {
  /** @type {LRUCache<string, Stored>} */
  const entries = new LRUCache({
    maxSize: maxBytes(),
    sizeCalculation: (entry, key) => entry.bytes.byteLength + key.length + 256,
  })
  /** A `get` of a key whose `set` is under way waits for it. */
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
          // Read to the end all the same, so that whatever produces it is not left waiting.
          entries.delete(key)
          await new Response(entry.value).arrayBuffer()
          return
        }
        const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer())
        const { value: _stream, ...metadata } = entry
        entries.set(key, { ...metadata, timestamp: madeAt(entry.tags, entry.timestamp), bytes })
      } catch (error) {
        // Nothing is kept: the next read makes it again.
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
