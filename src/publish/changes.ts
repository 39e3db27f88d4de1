import { createHash } from 'node:crypto'

import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { z } from 'zod'

import { log } from '@/lib/log'
import { announceChange, expiredAt, onExpire } from '@/publish/cache/shared-tags.mjs'

import { changeLog } from './change-log'
import { recordMove } from './moves'
import { expireAndAnnounce } from './publish'

/**
 * What happens when an editor publishes: the one change path.
 *
 *   editor in /build ──► Payload hook ─┐
 *   CMS elsewhere ──► POST /api/revalidate ─┼─► expireChange(change, origin) ─► tagsOf(change)
 *                                      │           │
 *                                      │           ▼
 *                                      │   shared-tags.mjs expire(tags) ── NOTIFY ──► every instance
 *                                      │           │
 *                                      ▼           ▼ onExpire (here and on the others)
 *                   cached reads and pages   proxy's path list, error-page copy, HTML cache
 *
 * 1. A change is named as `Change`: a document of a collection with pages of its own (its
 *    slug, and the previous slug after a rename), a page-content item (by id), or the settings.
 *    Hooks make one from the document Payload saved or deleted; the endpoint reads one from
 *    its body. A draft save is no change: visitors only see published versions.
 * 2. `tagsOf` turns it into the cache tags of what reads it (below); nothing else expires.
 * 3. `expire` (src/publish/cache/shared-tags.mjs) stores the tags' expiry times, which both cache
 *    handlers consult, and on PostgreSQL writes them to a table and NOTIFYs every instance.
 * 4. Every copy kept outside those handlers follows the expiry through `followTags`: the
 *    proxy's list of public paths (src/proxy.ts), and in server.ts the HTML cache and the
 *    error-page copy. None keeps a clock of its own.
 * 5. The change is written to the bounded change log (change-log.ts), which numbers it, and
 *    announced (shared-tags' `announceChange`, LISTEN/NOTIFY on PostgreSQL) to every
 *    instance's live sockets (src/publish/live/socket.ts: `contentChanged`), which remote sites
 *    and open pages follow (docs/live-content.md).
 *
 * Free of `server-only`: the collection configs (also loaded by scripts) register the hooks.
 */

export const TAGS = {
  pages: 'pages',
  posts: 'posts',
  caseStudies: 'caseStudies',
  jobs: 'jobs',
  settings: 'settings',
  redirects: 'redirects',
} as const

/** Collections whose documents have pages of their own. */
export type DocumentCollection = 'pages' | 'posts' | 'caseStudies' | 'jobs'
const DOCUMENT_COLLECTIONS = ['pages', 'posts', 'caseStudies', 'jobs'] as const

/**
 * Each cached read carries its collection's tag plus a finer one: its document's
 * (`pages:about-us`) or, for reads that list a collection (menus, slugs, listings), the
 * list's (`pages:list`). Changes expire the fine tags; the collection's tag is for
 * expiring everything of it at once.
 */
export const documentTag = (collection: DocumentCollection, slug: string): string => `${TAGS[collection]}:${slug}`
export const listTag = (collection: DocumentCollection): string => `${TAGS[collection]}:list`

/** The tags whose expiry changes which public paths exist (the proxy's list). */
export const PATH_TAGS: readonly string[] = DOCUMENT_COLLECTIONS.flatMap((c) => [TAGS[c], listTag(c)])

/** A change, as POST /api/revalidate accepts it from a CMS elsewhere. */
export const changeSchema = z.discriminatedUnion('collection', [
  z
    .object({
      collection: z.enum(DOCUMENT_COLLECTIONS),
      slug: z.string().trim().min(1).max(200),
      previousSlug: z.string().trim().min(1).max(200).optional(),
    })
    .strict(),
  z.object({ collection: z.literal('settings') }).strict(),
])

export type Change =
  | z.infer<typeof changeSchema>
  | { collection: 'pageContents'; id: string }
  | { collection: 'media'; id: string }
  | { collection: 'redirects' }

type Find = (args: {
  collection: 'pages' | 'caseStudies' | 'pageContents' | 'posts'
  where?: Where
  select: Record<string, true>
}) => Promise<{ docs: Record<string, unknown>[] }>

/**
 * Where a change comes from: a CMS hook (read inside its transaction, logged with its Payload), or the
 * revalidation endpoint, which hands in the content source and the site's Payload (this module loads no config).
 */
export type ChangeOrigin = { req: PayloadRequest } | { source: Pick<Payload, 'find'>; payload: () => Promise<Payload> }

/**
 * How to read published documents: inside the hook's transaction (so the listing is the one
 * being committed), or as an anonymous visitor of the content source (embedded or remote).
 */
function finder(origin: ChangeOrigin): Find {
  if ('req' in origin) {
    const { req } = origin
    return async ({ collection, where, select }) => {
      const published: Where | undefined =
        collection === 'pageContents' ? undefined : { _status: { equals: 'published' } }
      const { docs } = await req.payload.find({
        collection,
        where: where && published ? { and: [where, published] } : (where ?? published),
        select,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { docs: docs.map((doc) => ({ ...doc })) }
    }
  }
  return async ({ collection, where, select }) => {
    const { docs } = await origin.source.find({
      collection,
      where,
      select,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return { docs: docs.map((doc) => ({ ...doc })) }
  }
}

/**
 * The published pages as the menus and route lists show them: names, slugs, order and menu
 * flags. When it is unchanged, a page's edit touches that page alone; when it changed (a page
 * published, unpublished, renamed or moved in a menu), every page's menu may have.
 */
async function pageListing(find: Find): Promise<string> {
  const select = { name: true, slug: true, order: true, showInHeader: true, showInFooter: true } as const
  const { docs } = await find({ collection: 'pages', select })
  const rows = docs.map((d) => [d.slug, d.name, d.order ?? null, Boolean(d.showInHeader), Boolean(d.showInFooter)])
  return JSON.stringify(rows.map((row) => JSON.stringify(row)).sort())
}

/**
 * Which listing the menus were last refreshed for, kept in the shared tag times so that
 * every instance knows it (behind a balancer, another instance may have refreshed the menus
 * for a listing this one never saw). It tags no cached entry; the listing is unchanged when
 * its tag was expired no earlier than the menus' list tag.
 */
const listingTag = (listing: string): string =>
  `${listTag('pages')}@${createHash('sha256').update(listing).digest('hex').slice(0, 32)}`

const slugsOf = (docs: Record<string, unknown>[]): string[] =>
  docs.map((d) => d.slug).filter((s): s is string => typeof s === 'string' && s.length > 0)

/** The reads holding a copy of page-content items: the pages showing them, the case studies whose client they are. */
async function itemReaders(ids: string[], find: Find): Promise<string[]> {
  const [pages, cases] = await Promise.all([
    find({ collection: 'pages', where: { pageContents: { in: ids } }, select: { slug: true } }),
    find({ collection: 'caseStudies', where: { client: { in: ids } }, select: { slug: true } }),
  ])
  const caseTags = slugsOf(cases.docs).map((slug) => documentTag('caseStudies', slug))
  return [
    ...slugsOf(pages.docs).map((slug) => documentTag('pages', slug)),
    ...(caseTags.length ? [...caseTags, listTag('caseStudies')] : []),
  ]
}

/**
 * The tags a change expires, and the bookkeeping tags recorded with them:
 * - pages: the page's own reads; the page lists (menus, slugs) only if the listing differs
 *   from the one they were last refreshed for (then that listing is recorded);
 * - posts, case studies, jobs: the document's reads and the reads that list its collection
 *   (the listing pages, and the detail pages, which check their slug against the list);
 * - a page-content item: the published pages that show it, and the case studies whose client
 *   it is (read at depth 1, so those reads hold a copy of it);
 * - settings: their one read, which every page makes;
 * - a picture (media): the reads holding a copy of it: pages whose banner it is or that show an
 *   item picturing it (read at depth 2), case studies whose cover or gallery has it, posts whose cover or body has it,
 *   and their lists.
 */
async function tagsOf(change: Change, find: Find): Promise<{ tags: string[]; recorded: string[] }> {
  if (change.collection === 'settings') return { tags: [TAGS.settings], recorded: [] }
  if (change.collection === 'redirects') return { tags: [TAGS.redirects], recorded: [] }
  if (change.collection === 'pageContents') return { tags: await itemReaders([change.id], find), recorded: [] }
  if (change.collection === 'media') {
    const id = change.id
    const [pages, cases, items, posts] = await Promise.all([
      find({ collection: 'pages', where: { bannerImage: { equals: id } }, select: { slug: true } }),
      find({
        collection: 'caseStudies',
        where: { or: [{ thumbnail: { equals: id } }, { 'images.image': { equals: id } }] },
        select: { slug: true },
      }),
      find({
        collection: 'pageContents',
        where: { or: [{ thumbnail: { equals: id } }, { images: { in: [id] } }] },
        select: { id: true },
      }),
      find({
        collection: 'posts',
        where: { or: [{ cover: { equals: id } }, { 'bodyPictures.picture': { equals: id } }] },
        select: { slug: true },
      }),
    ])
    const caseTags = slugsOf(cases.docs).map((slug) => documentTag('caseStudies', slug))
    const postTags = slugsOf(posts.docs).map((slug) => documentTag('posts', slug))
    const itemIds = items.docs.map((d) => String(d.id))
    const tags = [
      ...slugsOf(pages.docs).map((slug) => documentTag('pages', slug)),
      ...(caseTags.length ? [...caseTags, listTag('caseStudies')] : []),
      ...(postTags.length ? [...postTags, listTag('posts')] : []),
      ...(itemIds.length ? await itemReaders(itemIds, find) : []),
    ]
    return { tags: [...new Set(tags)], recorded: [] }
  }
  const { collection } = change
  const tags = [documentTag(collection, change.slug)]
  // A rename leaves a redirect at the old address (moves.ts): the proxy's map of them is read again.
  if (change.previousSlug && change.previousSlug !== change.slug)
    tags.push(documentTag(collection, change.previousSlug), TAGS.redirects)
  if (collection !== 'pages') return { tags: [...tags, listTag(collection)], recorded: [] }
  // A CMS that cannot be read now (down, or unreachable from here): the page itself is
  // expired, but not every page's menu, which could then not be rendered again either.
  let listing: string
  try {
    listing = await pageListing(find)
  } catch (error) {
    log.warn({ err: error }, '[changes] the page listing could not be read; the menus are kept')
    return { tags, recorded: [] }
  }
  const seen = expiredAt(listingTag(listing))
  if (seen > 0 && seen >= expiredAt(listTag('pages'))) return { tags, recorded: [] }
  return { tags: [...tags, listTag('pages')], recorded: [listingTag(listing)] }
}

/**
 * Expires what a change touches, on every instance, and returns the tags (step 2 and 3
 * above). With `req` (a hook), the documents are read inside its transaction, and the expiry
 * waits for the answer to be sent, once Payload has committed: a read made before the
 * commit would otherwise be cached as new. Outside a request (Local API in scripts and
 * tests) it is immediate.
 */
export async function expireChange(change: Change, origin: ChangeOrigin): Promise<string[]> {
  const { tags, recorded } = await tagsOf(change, finder(origin))
  if (tags.length === 0) return tags
  const apply = () => expireAndAnnounce([...tags, ...recorded], () => announce(change, tags, origin), { change, tags })
  if ('req' in origin && scheduleAfterResponse(apply)) return tags
  await apply()
  return tags
}

/** Step 5: numbers the change in the log and tells every instance's live sockets. */
async function announce(change: Change, tags: string[], origin: ChangeOrigin): Promise<void> {
  try {
    const payload = 'req' in origin ? origin.req.payload : await origin.payload()
    const entry = await changeLog(payload).append({
      at: Date.now(),
      collection: change.collection,
      slug: 'slug' in change ? change.slug : 'id' in change ? change.id : null,
      previousSlug: 'previousSlug' in change ? (change.previousSlug ?? null) : null,
      tags,
    })
    await announceChange(entry)
  } catch (error) {
    // The expiry stands; sites following the log catch up from its next entry.
    log.error({ err: error, change }, '[changes] the change could not be logged or announced')
  }
}

/** Runs `task` after the current request's answer; false outside a Next.js request. */
function scheduleAfterResponse(task: () => Promise<void>): boolean {
  try {
    after(() => task().catch((error: unknown) => log.error({ err: error }, '[changes] could not expire a change')))
    return true
  } catch {
    return false
  }
}

/**
 * Calls `drop` whenever one of `tags` expires (or any tag, for 'all'), here or on another
 * instance: how a copy kept outside the cache handlers follows the expiry.
 */
export function followTags(tags: readonly string[] | 'all', drop: () => void): () => void {
  const watched = tags === 'all' ? null : new Set(tags)
  return onExpire((expired) => {
    if (!watched || expired.some((tag) => watched.has(tag))) drop()
  })
}

type Status = { _status?: unknown; slug?: unknown; id?: unknown; updatedAt?: unknown }
const statusOf = (doc: unknown): Status => (doc && typeof doc === 'object' ? doc : {})

/**
 * Whether a save can alter what visitors see. A draft save does not, whether of a
 * never-published document or of a published one (the admin's draft save and autosave):
 * editors typing in /build expire nothing. Publishing, unpublishing and saves to collections
 * without drafts do. Payload writes a draft save as a version only, leaving the document's
 * own row as it was; an unpublish writes that row: its time tells the two apart.
 */
export async function changesPublicContent({
  collection,
  doc,
  operation,
  req,
}: Parameters<CollectionAfterChangeHook>[0]): Promise<boolean> {
  const saved = statusOf(doc)
  if (saved._status !== 'draft') return true
  if (operation === 'create' || (typeof saved.id !== 'string' && typeof saved.id !== 'number')) return false
  const row = await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: saved.id } }, req })
  return statusOf(row).updatedAt === saved.updatedAt
}

/** The change a saved or deleted document makes, by collection; `previousSlug`, the address it was public at. */
function changeOf(collection: HookedCollection, doc: unknown, previousSlug?: unknown): Change | null {
  const now = statusOf(doc)
  if (collection === 'pageContents') return typeof now.id === 'string' ? { collection, id: now.id } : null
  if (collection === 'media')
    return typeof now.id === 'string' || typeof now.id === 'number' ? { collection, id: String(now.id) } : null
  if (typeof now.slug !== 'string' || !now.slug) return null
  return typeof previousSlug === 'string' && previousSlug && previousSlug !== now.slug
    ? { collection, slug: now.slug, previousSlug }
    : { collection, slug: now.slug }
}

/** Logged, never thrown: the editor's save has happened, and a failed expiry must not undo it in their eyes. */
const expireQuietly = (change: Change | null, req: PayloadRequest) =>
  change
    ? expireChange(change, { req }).catch((error: unknown) =>
        log.error({ err: error, change }, '[changes] expiry failed'),
      )
    : undefined

/** A redirect added, edited or deleted in /build (src/collections/Redirects.ts). */
export const expireRedirects = (req: PayloadRequest) => expireQuietly({ collection: 'redirects' }, req)

/** The hooks of a content collection: publish, unpublish, rename and delete expire its change. */
type HookedCollection = DocumentCollection | 'pageContents' | 'media'

const isDocumentCollection = (c: HookedCollection): c is DocumentCollection => DOCUMENT_COLLECTIONS.some((d) => d === c)

/** Where `context` keeps the slug a document was public at before this save (set before, read after it). */
const publishedSlugKey = (collection: string, id: unknown) => `northgrid:publishedSlug:${collection}:${String(id)}`

type OwnHooks = {
  beforeChange: CollectionBeforeChangeHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
}

const ownHooks = (collection: HookedCollection): OwnHooks => ({
  beforeChange: [
    // Payload's previousDoc is the latest version, maybe a draft already carrying the new slug (autosave): the
    // address visitors knew is the one in the document's own row, which draft saves leave as it was.
    async ({ context, operation, originalDoc, req }) => {
      const id = statusOf(originalDoc).id
      if (operation !== 'update' || !isDocumentCollection(collection) || id === undefined) return
      const row = statusOf(await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req }))
      if (row._status === 'published' && typeof row.slug === 'string')
        context[publishedSlugKey(collection, id)] = row.slug
    },
  ],
  afterChange: [
    async (args) => {
      if (args.context.skipRevalidate || !(await changesPublicContent(args))) return
      // A picture just uploaded is shown by nothing yet: no reads to look for.
      if (collection === 'media' && args.operation === 'create') return
      const before = args.context[publishedSlugKey(collection, statusOf(args.doc).id)]
      const change = changeOf(collection, args.doc, before)
      // Inside the save's transaction: the rename and its redirect are stored together or not at all.
      if (change && 'previousSlug' in change && change.previousSlug && statusOf(args.doc)._status !== 'draft')
        await recordMove(args.req, change.collection, change.previousSlug, change.slug)
      await expireQuietly(change, args.req)
    },
  ],
  afterDelete: [
    async ({ context, doc, req }) => {
      // A document whose current version is a draft was not public: its deletion changes nothing seen.
      if (context.skipRevalidate || statusOf(doc)._status === 'draft') return
      await expireQuietly(changeOf(collection, doc), req)
    },
  ],
})

// One set per collection: the same functions wherever a collection's hooks are read, so each can be found by identity.
const ownHooksOf = new Map<HookedCollection, OwnHooks>()

type CollectionHooks = NonNullable<CollectionConfig['hooks']>

/**
 * A content collection's hooks: the change path's own, always, then the collection's `extra` ones after them (the
 * change path's beforeChange reads the address visitors knew before anything else touches the save).
 */
export function changePathHooks(collection: HookedCollection, extra: CollectionHooks = {}): CollectionHooks & OwnHooks {
  let own = ownHooksOf.get(collection)
  if (!own) ownHooksOf.set(collection, (own = ownHooks(collection)))
  return {
    ...extra,
    beforeChange: [...own.beforeChange, ...(extra.beforeChange ?? [])],
    afterChange: [...own.afterChange, ...(extra.afterChange ?? [])],
    afterDelete: [...own.afterDelete, ...(extra.afterDelete ?? [])],
  }
}

/** The site settings' hook. */
export const expireOnSettingsChange: GlobalAfterChangeHook = async ({ context, req }) => {
  if (!context.skipRevalidate) await expireQuietly({ collection: 'settings' }, req)
}
