import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Who may follow live content (the socket's contentChanged, the change log's catch-up): anyone
 * unless the operator sets LIVE_CONTENT_ANONYMOUS=false, then only a caller presenting
 * LIVE_CONTENT_TOKEN as `Bearer <token>`.
 */
export type LiveSettings = { liveContentAnonymous: boolean; liveContentToken?: string }

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `token` is the operator's (compared in constant time). */
export function isLiveToken(token: string | null, settings: LiveSettings): boolean {
  return Boolean(
    token && settings.liveContentToken && timingSafeEqual(digest(token), digest(settings.liveContentToken)),
  )
}

export const bearerToken = (authorization: unknown): string | null =>
  typeof authorization === 'string' ? (/^Bearer (.+)$/.exec(authorization)?.[1] ?? null) : null

export function liveAccess(authorization: string | null, settings: LiveSettings): boolean {
  return settings.liveContentAnonymous || isLiveToken(bearerToken(authorization), settings)
}
