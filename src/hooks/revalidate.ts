import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { purgeHtmlCache } from '@/lib/http/html-cache'
import { log } from '@/lib/log'

/**
 * Expire the cached content read through src/lib/content when staff edit it in /build,
 * so the public page changes without a rebuild; and empty the production server's HTML
 * cache (server.ts), which holds the pages made from it. Next.js hands each revalidateTag
 * to both of its cache handlers once the request's work is done: the 'use cache' reads'
 * (updateTags) and the pages' (revalidateTag), both expiring the tag in
 * src/lib/cache/shared-tags.mjs, for every instance. Outside a Next.js server (seed
 * script, migrations, tests through the Local API) there is no cache to expire.
 */
export function expireTags(tags: string[]): void {
  purgeHtmlCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error) || !/static generation store|outside a request scope|Invariant/i.test(error.message)) {
        log.warn({ err: error, tag }, '[revalidate] could not expire a cache tag')
      }
    }
  }
}

/**
 * Whether a change can alter what visitors see. A draft save does not (visitors only ever
 * see published versions), whether of a never-published document or of a published one
 * (`?draft=true`, the admin's draft save and autosave): it expires nothing, so editors
 * typing in /build do not empty every instance's cache. Publishing, unpublishing and
 * changes to collections without drafts do.
 */
export function changesPublicContent({ doc, previousDoc, req }: Parameters<CollectionAfterChangeHook>[0]): boolean {
  const status = (doc as { _status?: string })._status
  if (status !== 'draft') return true
  if ((previousDoc as { _status?: string } | undefined)?._status !== 'published') return false
  return String(req.query?.draft) !== 'true'
}

export const revalidateCollection = (tag: string): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    (args) => {
      // Returns nothing: Payload keeps the document as it is.
      if (!args.context.skipRevalidate && changesPublicContent(args)) expireTags([tag])
    },
  ],
  afterDelete: [
    ({ context }) => {
      if (!context.skipRevalidate) expireTags([tag])
    },
  ],
})

export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => ({ context }) => {
  if (!context.skipRevalidate) expireTags([tag])
}
