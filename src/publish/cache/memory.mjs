// @ts-check
import { log } from '../../lib/logger.mjs'
import { expire, expiredAt } from './shared-tags.mjs'

/** In memory only: a restarted instance makes entries again instead of serving copies from before an edit. */
export function maxBytes() {
  const mb = Number(process.env.CACHE_MAX_MB)
  return (Number.isFinite(mb) && mb > 0 ? mb : 256) * 1024 * 1024
}

/**
 * An entry being made while one of its tags expired may hold what was there before the edit (the CMS's transaction
 * may commit after its hook expired the tag, clocks differ a little): made this close to an expiry, it counts as
 * made just before it.
 */
export const IN_FLIGHT_MS = 3_000

export function madeAt(/** @type {readonly string[]} */ tags, /** @type {number} */ time) {
  const lastExpiry = Math.max(0, ...tags.map(expiredAt))
  return time - lastExpiry < IN_FLIGHT_MS ? Math.min(time, lastExpiry - 1) : time
}

/** If PostgreSQL cannot be told now, the failure is logged instead of failing the request that expired the tags. */
export async function expireFromHandler(/** @type {string[]} */ tags) {
  try {
    await expire(tags)
  } catch (error) {
    log.error({ err: error }, '[cache] could not share an expired tag with the other instances')
  }
}
