import { env } from '@/config/env'

import { purgerOf } from './purgers'
import { PurgeQueue } from './queue'

declare global {
  // One per process: the change path runs in Next.js's module graph, server.ts and remote-sync in their own.
  var __northgridEdgePurge: PurgeQueue | null | undefined
}

/** The purge queue of the purger configured (CDN_PURGER), or null when none is. */
export function edgePurge(): PurgeQueue | null {
  if (globalThis.__northgridEdgePurge === undefined) {
    const { purger, settleMs } = env().edge
    globalThis.__northgridEdgePurge = purger ? new PurgeQueue({ purger: purgerOf(purger), settleMs }) : null
  }
  return globalThis.__northgridEdgePurge
}
