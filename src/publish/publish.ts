import { log } from '@/lib/log'
import { expire } from '@/publish/cache/shared-tags.mjs'

import { edgePurge } from './edge'

/**
 * Steps 3 to 5 of src/publish/changes.ts once a change's tags are known, the one path of every change: its tags
 * expired on every instance, then `announce` tells the live sockets. This CMS's own changes (changes.ts) are numbered
 * in its log and announced to every instance; a remote site passes on its CMS's (src/publish/live/remote-sync.ts),
 * as the CMS numbered them, to its own instance. Apart from changes.ts, which the server (server.ts) cannot load
 * before Next.js has started (it imports next/server). A shared cache in front, when one is configured, is told to
 * drop the same tags (src/publish/edge/queue.ts: queued, sent apart from the request that made the change, retried
 * until it takes).
 */
export async function expireAndAnnounce(
  tags: string[],
  announce: () => Promise<void>,
  about: Record<string, unknown>,
): Promise<void> {
  await expire(tags)
  log.info(about, '[changes] expired')
  // The menus' bookkeeping tags (`pages:list@…`) name no cached answer.
  await edgePurge()?.enqueue(tags.filter((tag) => !tag.includes('@')))
  await announce()
}
