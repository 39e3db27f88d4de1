import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'
import { z } from 'zod'

import { log } from '@/lib/log'
import { announceRemoteChange, expire, remoteStandsAt } from '@/publish/cache/shared-tags.mjs'
import { expireAndAnnounce } from '@/publish/publish'

import { backoff } from './backoff'

/**
 * A site in remote mode (CONTENT_GRAPHQL_URL) follows its CMS by itself: it subscribes to
 * `contentChanged` on the CMS's socket (server.ts starts this) and expires exactly the tags
 * each change names, here and, through the shared tag times, on every instance of the site, then passes it
 * on to this instance's own sockets (its open pages), as the CMS numbered it.
 *
 * - On every (re)connection it first asks the CMS's change log for what it missed since the
 *   last sequence it saw (GET /api/content-changes?after=N); a gap older than the log
 *   expires everything, passed on to this instance's sockets as one change of every collection.
 * - While the socket cannot be held, everything is expired every `maxStaleMs`, so no page is
 *   older than that.
 * - Reconnects with backoff (SPEC.md section 9: jitter 0.5, from 1 s, at most 30 s).
 */
export const EVERYTHING = ['pages', 'posts', 'caseStudies', 'jobs', 'settings']

const record = z.object({
  sequence: z.number().int(),
  collection: z.string().max(100),
  slug: z.string().max(300).nullable(),
  previousSlug: z.string().max(300).nullable(),
  tags: z.array(z.string().max(300)).max(10_000),
})
type ChangeRecord = z.infer<typeof record>
const catchUp = z.object({ oldest: z.number().int().nullable(), latest: z.number().int(), changes: z.array(record) })

export type RemoteSyncOptions = {
  /** The CMS's GraphQL URL (CONTENT_GRAPHQL_URL). */
  graphqlUrl: string
  token?: string
  maxStaleMs: number
}

export function startRemoteSync(options: RemoteSyncOptions): {
  stop: () => Promise<void>
  lastSequence: () => number | null
  cut: () => void
} {
  const http = new URL(options.graphqlUrl)
  const socketUrl = new URL(http)
  socketUrl.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:'
  const changesUrl = new URL('/api/content-changes', http)
  const auth: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {}
  let last: number | null = null
  let connected = false
  let staleTimer: ReturnType<typeof setInterval> | null = null

  const expireAll = (why: string) => {
    log.info({ why }, '[live] expiring every content tag')
    return expire(EVERYTHING)
  }
  const apply = async (change: ChangeRecord) => {
    if (last !== null && change.sequence <= last) return
    last = change.sequence
    const announce = () => Promise.resolve(announceRemoteChange({ ...change, at: Date.now() }))
    await expireAndAnnounce(change.tags, announce, { change, from: 'the CMS' })
  }
  const standAt = (sequence: number) => {
    last = sequence
    remoteStandsAt(sequence)
  }
  const watchStaleness = (on: boolean) => {
    if (on && !staleTimer) {
      staleTimer = setInterval(() => void expireAll('the CMS socket is down'), options.maxStaleMs)
      staleTimer.unref()
    } else if (!on && staleTimer) {
      clearInterval(staleTimer)
      staleTimer = null
    }
  }

  async function caughtUp(): Promise<void> {
    for (;;) {
      const url = new URL(changesUrl)
      url.searchParams.set('after', String(last ?? 0))
      const res = await fetch(url, { headers: auth, signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`change log answered ${res.status}`)
      const body = catchUp.parse(await res.json())
      if (last === null) {
        // A fresh start holds no cached page from before: nothing to catch up.
        standAt(body.latest)
        return
      }
      if (body.oldest !== null && body.oldest > last + 1) {
        // The changes missed are no longer all in the log: one change of everything, told to the open pages too.
        log.info({ after: last, oldest: body.oldest }, '[live] the CMS log no longer reaches back: expiring everything')
        const all = { sequence: body.latest, collection: 'all', slug: null, previousSlug: null, tags: EVERYTHING }
        await apply(all)
        return
      }
      for (const change of body.changes) await apply(change)
      if (body.changes.length === 0 || (last ?? 0) >= body.latest) return
    }
  }

  const client: Client = createClient({
    url: socketUrl.toString(),
    webSocketImpl: WebSocket,
    connectionParams: () => auth,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries))),
    on: {
      connected: () => {
        connected = true
        caughtUp().then(
          () => watchStaleness(false),
          (error: unknown) => {
            log.warn({ err: error }, '[live] could not catch up from the change log')
            void expireAll('catch-up failed')
          },
        )
      },
      closed: () => {
        if (connected) log.warn('[live] the CMS socket closed; reconnecting')
        connected = false
        watchStaleness(true)
      },
    },
  })
  watchStaleness(true)

  const unsubscribe = client.subscribe(
    { query: 'subscription { contentChanged { collection slug previousSlug tags sequence } }' },
    {
      next: (message) => {
        const parsed = z.object({ contentChanged: record }).safeParse(message.data)
        if (parsed.success) void apply(parsed.data.contentChanged)
      },
      error: (error: unknown) => log.warn({ err: error }, '[live] the CMS refused the subscription'),
      complete: () => {},
    },
  )

  return {
    lastSequence: () => last,
    /** Drops the socket as a network failure would (it reconnects with backoff). */
    cut: () => client.terminate(),
    stop: async () => {
      watchStaleness(false)
      unsubscribe()
      await client.dispose()
    },
  }
}
