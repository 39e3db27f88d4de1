import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { purgeHtmlCache } from '@/lib/http/html-cache'

/**
 * Expire the cached content read through src/lib/content when staff edit it in /build,
 * so the public page changes without a rebuild; and empty the production server's HTML
 * cache (server.ts), which holds the pages made from it. Outside a Next.js server (seed
 * script, migrations, tests through the Local API) there is no cache to expire.
 */
export function expireTags(tags: string[]): void {
  purgeHtmlCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error) || !/static generation store|outside a request scope|Invariant/i.test(error.message)) {
        console.warn(`[revalidate] could not expire tag "${tag}":`, error)
      }
    }
  }
}

export const revalidateCollection = (tag: string): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ doc, context }) => {
      if (!context.skipRevalidate) expireTags([tag])
      return doc
    },
  ],
  afterDelete: [
    ({ doc, context }) => {
      if (!context.skipRevalidate) expireTags([tag])
      return doc
    },
  ],
})

export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => ({ doc, context }) => {
  if (!context.skipRevalidate) expireTags([tag])
  return doc
}
