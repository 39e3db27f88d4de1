import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import type { TypedUser } from 'payload'

import { documentTag, listTag, TAGS } from '@/publish/changes'

import { noteUnavailable, servedStale } from './fallback'
import { cms } from './payload'
import { navigation, reshapePage } from './reshape'
import type { CaseStudy, Job, NavItem, PageView, Post, Settings } from './types'

/**
 * Every read of the CMS by a page: `'use cache'`, tagged and kept until a published change expires its tags
 * (changes.ts). Reads run as an anonymous visitor (overrideAccess: false), so drafts never leak.
 */

export { documentTag, listTag, TAGS, type DocumentCollection } from '@/publish/changes'

const visitor = { overrideAccess: false } as const

/** A signed-in editor in draft mode reads the latest draft as that editor, never through the cache. */
export type Preview = { user: TypedUser }
type Reader = typeof visitor | { overrideAccess: false; draft: true; user: TypedUser }
const reader = (preview?: Preview): Reader =>
  preview ? { overrideAccess: false, draft: true, user: preview.user } : visitor

/**
 * A read that found nothing is not kept (a life of 0), so a document published a moment later is read at once;
 * the page rendering it (a 404) is then not cached either. One answered from the last good copy while the source is
 * unreachable (fallback.ts) is kept briefly, so that an outage costs one attempt per STALE_SECONDS, not one per view.
 */
export const STALE_SECONDS = 30

/** Outside 'use cache', in the page view's own async context: a read with nothing held makes the view a 503. */
async function flagged<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    noteUnavailable(error)
    throw error
  }
}
function keep<T>(result: T, tags: string[], read?: unknown): T {
  cacheTag(...tags)
  if (result === null) cacheLife({ stale: 0, revalidate: 0, expire: 0 })
  else if (servedStale(read ?? result)) cacheLife({ stale: 0, revalidate: STALE_SECONDS, expire: STALE_SECONDS })
  else cacheLife('max')
  return result
}

export const getSettings = (): Promise<Settings> => flagged(cachedSettings())

async function cachedSettings(): Promise<Settings> {
  'use cache'
  return keep(await (await cms()).findGlobal({ slug: 'siteSettings', depth: 0, ...visitor }), [TAGS.settings])
}

export const getMenus = (): Promise<{ header: NavItem[]; footer: NavItem[] }> => flagged(cachedMenus())

async function cachedMenus(): Promise<{ header: NavItem[]; footer: NavItem[] }> {
  'use cache'
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    where: { or: [{ showInHeader: { equals: true } }, { showInFooter: { equals: true } }] },
    select: { name: true, slug: true, order: true, showInHeader: true, showInFooter: true },
    limit: 100,
    depth: 0,
    ...visitor,
  })
  return keep(
    { header: navigation(docs.filter((p) => p.showInHeader)), footer: navigation(docs.filter((p) => p.showInFooter)) },
    [TAGS.pages, listTag('pages')],
    docs,
  )
}

async function findPage(slug: string, as: Reader) {
  // Depth 2: the page's contents and, in them, their pictures (logos, badges).
  const where = { slug: { equals: slug } }
  const { docs } = await (await cms()).find({ collection: 'pages', where, depth: 2, limit: 1, ...as })
  return docs[0] ?? null
}

async function readPage(slug: string, as: Reader): Promise<PageView | null> {
  const doc = await findPage(slug, as)
  return doc ? reshapePage(doc) : null
}

async function cachedPage(slug: string): Promise<PageView | null> {
  'use cache'
  const doc = await findPage(slug, visitor)
  return keep(doc ? reshapePage(doc) : null, [TAGS.pages, documentTag('pages', slug)], doc)
}

export const getPage = (slug: string, preview?: Preview): Promise<PageView | null> =>
  preview ? readPage(slug, reader(preview)) : flagged(cachedPage(slug))

export const getPageSlugs = (): Promise<{ slug: string; updatedAt: string; noindex: boolean }[]> =>
  flagged(cachedPageSlugs())

async function cachedPageSlugs(): Promise<{ slug: string; updatedAt: string; noindex: boolean }[]> {
  'use cache'
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    select: { slug: true, updatedAt: true, noindex: true },
    limit: 1000,
    depth: 0,
    ...visitor,
  })
  return keep(
    docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt, noindex: d.noindex === true })),
    [TAGS.pages, listTag('pages')],
    docs,
  )
}

export const getPosts = (limit: number = 100): Promise<Post[]> => flagged(cachedPosts(limit))

async function cachedPosts(limit: number): Promise<Post[]> {
  'use cache'
  return keep(
    (await (await cms()).find({ collection: 'posts', sort: '-publishedAt', limit, depth: 1, ...visitor })).docs,
    [TAGS.posts, listTag('posts')],
  )
}

const readPost = async (slug: string, as: Reader): Promise<Post | null> =>
  (await (await cms()).find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...as }))
    .docs[0] ?? null

async function cachedPost(slug: string): Promise<Post | null> {
  'use cache'
  return keep(await readPost(slug, visitor), [TAGS.posts, documentTag('posts', slug)])
}

export const getPost = (slug: string, preview?: Preview): Promise<Post | null> =>
  preview ? readPost(slug, reader(preview)) : flagged(cachedPost(slug))

/** Case studies are listed on pages (their sections): they carry the pages' tag too. */
export const getCaseStudies = (): Promise<CaseStudy[]> => flagged(cachedCaseStudies())

async function cachedCaseStudies(): Promise<CaseStudy[]> {
  'use cache'
  return keep(
    (await (await cms()).find({ collection: 'caseStudies', sort: '-publishedAt', limit: 100, depth: 1, ...visitor }))
      .docs,
    [TAGS.caseStudies, TAGS.pages, listTag('caseStudies')],
  )
}

const readCaseStudy = async (slug: string, as: Reader): Promise<CaseStudy | null> =>
  (
    await (
      await cms()
    ).find({ collection: 'caseStudies', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...as })
  ).docs[0] ?? null

async function cachedCaseStudy(slug: string): Promise<CaseStudy | null> {
  'use cache'
  return keep(await readCaseStudy(slug, visitor), [TAGS.caseStudies, TAGS.pages, documentTag('caseStudies', slug)])
}

export const getCaseStudy = (slug: string, preview?: Preview): Promise<CaseStudy | null> =>
  preview ? readCaseStudy(slug, reader(preview)) : flagged(cachedCaseStudy(slug))

export const getJobs = (): Promise<Job[]> => flagged(cachedJobs())

async function cachedJobs(): Promise<Job[]> {
  'use cache'
  return keep(
    (await (await cms()).find({ collection: 'jobs', sort: 'title', limit: 100, depth: 0, ...visitor })).docs,
    [TAGS.jobs, listTag('jobs')],
  )
}

const readJob = async (slug: string, as: Reader): Promise<Job | null> =>
  (await (await cms()).find({ collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...as }))
    .docs[0] ?? null

async function cachedJob(slug: string): Promise<Job | null> {
  'use cache'
  return keep(await readJob(slug, visitor), [TAGS.jobs, documentTag('jobs', slug)])
}

export const getJob = (slug: string, preview?: Preview): Promise<Job | null> =>
  preview ? readJob(slug, reader(preview)) : flagged(cachedJob(slug))

export { buildSections, pageHref } from './reshape'
export type * from './types'
