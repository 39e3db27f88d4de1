import 'server-only'

import { createHash } from 'node:crypto'

import { z } from 'zod'

import { expire, expiredAt } from '@/lib/cache/shared-tags.mjs'

import { log } from '@/lib/log'

import { documentTag, listTag, TAGS, type DocumentCollection } from './index'
import { cms } from './payload'

/**
 * What a change in a CMS elsewhere touches, as cache tags (the revalidation endpoint,
 * src/app/api/revalidate). The body names the collection and the document's slug (and its
 * previous slug after a rename); the site settings have no document.
 */
export const changeSchema = z.discriminatedUnion('collection', [
  z.object({
    collection: z.enum(['pages', 'posts', 'caseStudies', 'jobs']),
    slug: z.string().trim().min(1).max(200),
    previousSlug: z.string().trim().min(1).max(200).optional(),
  }).strict(),
  z.object({ collection: z.literal('settings') }).strict(),
])

export type Change = z.infer<typeof changeSchema>

/**
 * The published pages as the menus and route lists show them: names, slugs, order and menu
 * flags. When it is unchanged, a page's edit touches that page alone; when it changed (a page
 * published, unpublished, renamed or moved in a menu), every page's menu may have.
 */
async function pageListing(): Promise<string> {
  const { docs } = await (await cms()).find({
    collection: 'pages',
    select: { name: true, slug: true, order: true, showInHeader: true, showInFooter: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return JSON.stringify(docs.map((d) => [d.slug, d.name, d.order ?? null, Boolean(d.showInHeader), Boolean(d.showInFooter)]).sort())
}

/**
 * Which listing the menus were last refreshed for, kept in the shared tag times so that
 * every instance knows it (a process's own memory would not: behind a balancer, another
 * instance may have refreshed the menus for a listing this one never saw). The tag of a
 * listing is expired together with the menus' list tag; the listing is unchanged when its
 * tag was expired no earlier than the list tag. It tags no cached entry.
 */
const listingTag = (listing: string): string => `${listTag('pages')}@${createHash('sha256').update(listing).digest('hex').slice(0, 32)}`

/**
 * Expires what a change touches, on every instance, and returns those tags:
 * - pages: the page's own reads; the page lists (menus, slugs: every page) only if the
 *   listing differs from the one they were last refreshed for (then that listing is recorded);
 * - posts, case studies, jobs: the document's reads and the reads that list its collection
 *   (the listing pages, and the detail pages, which check their slug against the list);
 * - settings: everything that reads them (every page).
 */
export async function expireChange(change: Change): Promise<string[]> {
  if (change.collection === 'settings') return expired([TAGS.settings])
  const collection: DocumentCollection = change.collection
  const tags = [documentTag(collection, change.slug)]
  if (change.previousSlug && change.previousSlug !== change.slug) tags.push(documentTag(collection, change.previousSlug))
  if (collection !== 'pages') return expired([...tags, listTag(collection)])
  // A CMS that cannot be read now (down, or unreachable from here): the page itself is
  // expired, but not every page's menu, which could then not be rendered again either.
  let listing: string
  try {
    listing = await pageListing()
  } catch (error) {
    log.warn({ error: error instanceof Error ? error.message : String(error) }, 'revalidation: the page listing could not be read; the menus are kept')
    return expired(tags)
  }
  const seen = expiredAt(listingTag(listing))
  if (seen > 0 && seen >= expiredAt(listTag('pages'))) return expired(tags)
  return expired([...tags, listTag('pages')], [listingTag(listing)])
}

/** Expires `tags` and the bookkeeping tags `recorded` with them; returns `tags`. */
async function expired(tags: string[], recorded: string[] = []): Promise<string[]> {
  await expire([...tags, ...recorded])
  return tags
}
