// @ts-check
/**
 * What the two cache handlers (handler.mjs for pages and unstable_cache, use-cache-handler.mjs
 * for 'use cache') share: how much memory their in-process LRUs may take, when an entry
 * counts as made, and how they expire tags.
 */
import { log } from '../logger.mjs'
import { expire, expiredAt } from './shared-tags.mjs'

/**
 * Each handler's budget: CACHE_MAX_MB (default 256) megabytes. Entries live in this
 * process's memory only: a restarted instance makes them again instead of serving copies
 * from before an edit it did not see.
 */
export function maxBytes() {
  const mb = Number(process.env.CACHE_MAX_MB)
  return (Number.isFinite(mb) && mb > 0 ? mb : 256) * 1024 * 1024
}

/**
 * A page or read that was being made while one of its tags expired may hold what was there
 * before the edit (the CMS's transaction may commit after its hook expired the tag, another
 * instance's clock may differ a little), yet be dated after the expiry: made within this
 * long of one, it counts as made just before it, so the next request makes it again.
 */
export const IN_FLIGHT_MS = 3_000

/** When an entry with these tags, made at `time` (ms since the epoch), counts as made. */
export function madeAt(/** @type {readonly string[]} */ tags, /** @type {number} */ time) {
  const lastExpiry = Math.max(0, ...tags.map(expiredAt))
  return time - lastExpiry < IN_FLIGHT_MS ? Math.min(time, lastExpiry - 1) : time
}

/**
 * A handler's expiry of tags (Next.js's revalidateTag reaches both handlers): expired here
 * at once; if PostgreSQL cannot be told now, the other instances learn it when the database
 * answers again, and the failure is logged instead of failing the request that expired them.
 */
export async function expireFromHandler(/** @type {string[]} */ tags) {
  try {
    await expire(tags)
  } catch (error) {
    log.error({ err: error }, '[cache] could not share an expired tag with the other instances')
  }
}
