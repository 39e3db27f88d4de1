import type { Client } from 'graphql-ws/client'

import { reconnectWait } from '@/publish/live/backoff'

import { parseChangeLog, parseChangeMessage } from './messages'

/**
 * The tab's one socket to the site's live content (src/publish/live/socket.ts): opened when a
 * page follows something and the tab is visible, shared by every page the tab shows, closed
 * once the tab has been hidden for HIDDEN_CLOSE_MS or no page follows anything. A change
 * naming a tag a page follows refreshes that page (at once if visible, when shown again if
 * not). Reopening, or reconnecting after the network dropped, first reads the change log
 * (GET /api/content-changes) from the last sequence seen, so a change made meanwhile is
 * not missed. graphql-ws is loaded only once a socket is opened.
 */
export const HIDDEN_CLOSE_MS = 30_000
/** Between two pages of one tab the socket stays open. */
const UNUSED_CLOSE_MS = 5_000
/** Every collection's tag: a change to all of them, when the log no longer reaches back to the last one seen. */
const EVERYTHING = ['pages', 'posts', 'caseStudies', 'jobs', 'settings']
const SUBSCRIPTION = 'subscription { contentChanged { sequence tags } }'

export type Follower = { tags: readonly string[]; refresh: () => void }

/** Whether a change's tags name one a page follows (a bare collection tag names all of that collection). */
export function concerns(changed: readonly string[], followed: readonly string[]): boolean {
  return changed.some((tag) => followed.some((own) => own === tag || own.startsWith(`${tag}:`)))
}

const followers = new Set<Follower>()
const waiting = new Set<Follower>()
let client: Client | null = null
let opening = false
let seen: number | null = null
let closeTimer: ReturnType<typeof setTimeout> | null = null

const visible = () => document.visibilityState === 'visible'

function changed(tags: readonly string[]) {
  for (const follower of followers) if (concerns(tags, follower.tags)) waiting.add(follower)
  if (visible()) refreshWaiting()
}

function refreshWaiting() {
  const due = [...waiting]
  waiting.clear()
  for (const follower of due) follower.refresh()
}

/** Clocks of the instances that serve and log may differ a little: a change this close to the answer counts too. */
const CLOCK_MARGIN_MS = 2_000

/**
 * When the document's answer was made (server.ts's Server-Timing `served`), if a cache between kept it. Only for the
 * page the document was: one reached by an in-site move was drawn later than that, so an earlier time would find
 * changes it already shows.
 */
const isNavigation = (entry: PerformanceEntry): entry is PerformanceNavigationTiming => entry.entryType === 'navigation'

function servedAt(): number | null {
  const [navigation] = performance.getEntriesByType('navigation').filter(isNavigation)
  if (!navigation || new URL(navigation.name).pathname !== location.pathname) return null
  const served = Number(navigation.serverTiming?.find((entry) => entry.name === 'served')?.description)
  return Number.isSafeInteger(served) && served > 0 ? served : null
}

async function readLog(): Promise<void> {
  const since = seen
  // The first read asks for what changed since the page was served: a change made before the socket opened counts.
  const served = since === null ? servedAt() : null
  const from =
    since !== null
      ? `after=${since}`
      : served !== null
        ? `since=${Math.max(0, served - CLOCK_MARGIN_MS)}`
        : `after=${Number.MAX_SAFE_INTEGER}`
  const res = await fetch(`/api/content-changes?${from}`, { cache: 'no-store' })
  if (!res.ok) return
  const log = parseChangeLog(await res.json())
  if (!log) return
  const last = log.changes.at(-1)?.sequence ?? since ?? log.latest
  // The socket may have brought some of them meanwhile.
  const fresh = log.changes.filter((entry) => seen === null || entry.sequence > seen)
  // Without a time the first read only learns where the log stands.
  if (since !== null || served !== null) {
    // Further behind than the log reaches, or than one answer holds: whatever the pages follow may have changed.
    const beyondLog = since !== null && log.oldest !== null && log.oldest > since + 1
    if (beyondLog || last < log.latest) changed(EVERYTHING)
    else for (const entry of fresh) changed(entry.tags)
  }
  seen = Math.max(seen ?? 0, log.latest)
}

async function open(): Promise<void> {
  if (client || opening) return
  opening = true
  try {
    const { createClient } = await import('graphql-ws/client')
    if (client || !followers.size || !visible()) return
    const url = new URL('/api/graphql', location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    const opened = createClient({
      url: url.toString(),
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: reconnectWait,
      on: { connected: () => void readLog().catch(() => undefined) },
    })
    client = opened
    opened.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (message) => {
          const change = parseChangeMessage(message.data)
          // Already read from the log.
          if (!change || (seen !== null && change.sequence <= seen)) return
          seen = Math.max(seen ?? 0, change.sequence)
          changed(change.tags)
        },
        error: () => undefined,
        complete: () => undefined,
      },
    )
  } finally {
    opening = false
  }
}

function close() {
  const closing = client
  client = null
  void closing?.dispose()
}

function scheduleClose(ms: number) {
  if (closeTimer) clearTimeout(closeTimer)
  closeTimer = setTimeout(() => {
    closeTimer = null
    close()
  }, ms)
}

function onVisibility() {
  if (!visible()) return scheduleClose(HIDDEN_CLOSE_MS)
  if (closeTimer) clearTimeout(closeTimer)
  closeTimer = null
  refreshWaiting()
  if (followers.size) void open()
}

/** Follows `follower`'s tags until the returned function is called. */
export function follow(follower: Follower): () => void {
  if (!followers.size) document.addEventListener('visibilitychange', onVisibility)
  followers.add(follower)
  // Visible: a close planned when the previous page left is called off, and the socket opened.
  if (visible()) onVisibility()
  return () => {
    followers.delete(follower)
    waiting.delete(follower)
    if (followers.size) return
    document.removeEventListener('visibilitychange', onVisibility)
    scheduleClose(UNUSED_CLOSE_MS)
  }
}
