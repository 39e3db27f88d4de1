import 'server-only'

import { unstable_cache } from 'next/cache'
import type { TypedUser } from 'payload'

import { cms } from './payload'
import { navigation, reshapePage } from './reshape'
import type { CaseStudy, Job, NavItem, PageView, Post, Settings } from './types'

/**
 * The content layer: every read of the CMS by a page goes through here. Each read is
 * cached and tagged with the collection it depends on; CMS hooks expire the tag
 * (src/hooks/revalidate.ts) so an edit in /build reaches the public page without a rebuild.
 * Reads run as an anonymous visitor (overrideAccess: false), so drafts never leak.
 */

export const TAGS = {
  pages: 'pages',
  posts: 'posts',
  caseStudies: 'caseStudies',
  jobs: 'jobs',
  settings: 'settings',
} as const

/** Collections whose documents have pages of their own. */
export type DocumentCollection = 'pages' | 'posts' | 'caseStudies' | 'jobs'

/**
 * Finer tags beside the collection's: one per document read (`pages:about-us`) and one for
 * the reads that list a collection (`pages:list`: menus and slugs). The CMS's hooks expire
 * the collection's tag (everything of it); the revalidation endpoint (src/app/api/revalidate)
 * expires only the document's and, when needed, the list's, so other pages keep their cache.
 */
export const documentTag = (collection: DocumentCollection, slug: string): string => `${TAGS[collection]}:${slug}`
export const listTag = (collection: DocumentCollection): string => `${TAGS[collection]}:list`

const visitor = { overrideAccess: false } as const

/**
 * Preview (src/lib/content/preview.ts): a signed-in editor in Next.js's draft mode reads the
 * latest draft of the document, as that editor (access control still applies), and never
 * through the cache. Visitors never pass one.
 */
export type Preview = { user: TypedUser }
type Reader = typeof visitor | { overrideAccess: false; draft: true; user: TypedUser }
const reader = (preview?: Preview): Reader => (preview ? { overrideAccess: false, draft: true, user: preview.user } : visitor)

/** A read cached under its document's tag, or read afresh (as the editor) in preview. */
function perDocument<T>(collection: DocumentCollection, key: string, read: (slug: string, as: Reader) => Promise<T>, extraTags: string[] = []) {
  return (slug: string, preview?: Preview): Promise<T> =>
    preview
      ? read(slug, reader(preview))
      : unstable_cache(() => read(slug, visitor), [key, slug], { tags: [TAGS[collection], ...extraTags, documentTag(collection, slug)] })()
}

export const getSettings = unstable_cache(
  async (): Promise<Settings> => (await cms()).findGlobal({ slug: 'siteSettings', depth: 0, ...visitor }),
  ['settings'],
  { tags: [TAGS.settings] },
)

export const getMenus = unstable_cache(
  async (): Promise<{ header: NavItem[]; footer: NavItem[] }> => {
    const { docs } = await (await cms()).find({
      collection: 'pages',
      where: { or: [{ showInHeader: { equals: true } }, { showInFooter: { equals: true } }] },
      select: { name: true, slug: true, order: true, showInHeader: true, showInFooter: true },
      limit: 100,
      depth: 0,
      ...visitor,
    })
    return {
      header: navigation(docs.filter((p) => p.showInHeader)),
      footer: navigation(docs.filter((p) => p.showInFooter)),
    }
  },
  ['menus'],
  { tags: [TAGS.pages, listTag('pages')] },
)

export const getPage = perDocument('pages', 'page', async (slug, as): Promise<PageView | null> => {
  const { docs } = await (await cms()).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, ...as })
  return docs[0] ? reshapePage(docs[0]) : null
})

export const getPageSlugs = unstable_cache(
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const { docs } = await (await cms()).find({ collection: 'pages', select: { slug: true, updatedAt: true }, limit: 1000, depth: 0, ...visitor })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  ['page-slugs'],
  { tags: [TAGS.pages, listTag('pages')] },
)

export const getPosts = unstable_cache(
  async (limit: number = 100): Promise<Post[]> =>
    (await (await cms()).find({ collection: 'posts', sort: '-publishedAt', limit, depth: 0, ...visitor })).docs,
  ['posts'],
  { tags: [TAGS.posts, listTag('posts')] },
)

export const getPost = perDocument('posts', 'post', async (slug, as): Promise<Post | null> =>
  (await (await cms()).find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...as })).docs[0] ?? null,
)

export const getCaseStudies = unstable_cache(
  async (): Promise<CaseStudy[]> =>
    (await (await cms()).find({ collection: 'caseStudies', sort: '-publishedAt', limit: 100, depth: 1, ...visitor })).docs,
  ['case-studies'],
  { tags: [TAGS.caseStudies, TAGS.pages, listTag('caseStudies')] },
)

export const getCaseStudy = perDocument(
  'caseStudies',
  'case-study',
  async (slug, as): Promise<CaseStudy | null> =>
    (await (await cms()).find({ collection: 'caseStudies', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...as })).docs[0] ?? null,
  [TAGS.pages],
)

export const getJobs = unstable_cache(
  async (): Promise<Job[]> => (await (await cms()).find({ collection: 'jobs', sort: 'title', limit: 100, depth: 0, ...visitor })).docs,
  ['jobs'],
  { tags: [TAGS.jobs, listTag('jobs')] },
)

export const getJob = perDocument('jobs', 'job', async (slug, as): Promise<Job | null> =>
  (await (await cms()).find({ collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...as })).docs[0] ?? null,
)

export { buildSections, pageHref } from './reshape'
export type * from './types'
