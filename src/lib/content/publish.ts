import { expire } from '../cache/shared-tags.mjs'
import { log } from '../log'

/**
 * Steps 3 to 5 of src/lib/content/changes.ts once a change's tags are known, the one path of every change: its tags
 * expired on every instance, then `announce` tells the live sockets. This CMS's own changes (changes.ts) are numbered
 * in its log and announced to every instance; a remote site passes on its CMS's (src/lib/live/remote-sync.ts), as the
 * CMS numbered them, to its own instance. Apart from changes.ts, which the server (server.ts) cannot load before
 * Next.js has started (it imports next/server).
 */
export async function expireAndAnnounce(
  tags: string[],
  announce: () => Promise<void>,
  about: Record<string, unknown>,
): Promise<void> {
  await expire(tags)
  log.info(about, '[changes] expired')
  await announce()
}
