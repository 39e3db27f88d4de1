import 'server-only'

import { unstable_cache } from 'next/cache'

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

const visitor = { overrideAccess: false } as const

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
  { tags: [TAGS.pages] },
)

export const getPage = unstable_cache(
  async (slug: string): Promise<PageView | null> => {
    const { docs } = await (await cms()).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, ...visitor })
    return docs[0] ? reshapePage(docs[0]) : null
  },
  ['page'],
  { tags: [TAGS.pages] },
)

export const getPageSlugs = unstable_cache(
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const { docs } = await (await cms()).find({ collection: 'pages', select: { slug: true, updatedAt: true }, limit: 1000, depth: 0, ...visitor })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  ['page-slugs'],
  { tags: [TAGS.pages] },
)

export const getPosts = unstable_cache(
  async (limit = 100): Promise<Post[]> =>
    (await (await cms()).find({ collection: 'posts', sort: '-publishedAt', limit, depth: 0, ...visitor })).docs,
  ['posts'],
  { tags: [TAGS.posts] },
)

export const getPost = unstable_cache(
  async (slug: string): Promise<Post | null> =>
    (await (await cms()).find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...visitor })).docs[0] ?? null,
  ['post'],
  { tags: [TAGS.posts] },
)

export const getCaseStudies = unstable_cache(
  async (): Promise<CaseStudy[]> =>
    (await (await cms()).find({ collection: 'caseStudies', sort: '-publishedAt', limit: 100, depth: 1, ...visitor })).docs,
  ['case-studies'],
  { tags: [TAGS.caseStudies, TAGS.pages] },
)

export const getCaseStudy = unstable_cache(
  async (slug: string): Promise<CaseStudy | null> =>
    (await (await cms()).find({ collection: 'caseStudies', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...visitor })).docs[0] ?? null,
  ['case-study'],
  { tags: [TAGS.caseStudies, TAGS.pages] },
)

export const getJobs = unstable_cache(
  async (): Promise<Job[]> => (await (await cms()).find({ collection: 'jobs', sort: 'title', limit: 100, depth: 0, ...visitor })).docs,
  ['jobs'],
  { tags: [TAGS.jobs] },
)

export const getJob = unstable_cache(
  async (slug: string): Promise<Job | null> =>
    (await (await cms()).find({ collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...visitor })).docs[0] ?? null,
  ['job'],
  { tags: [TAGS.jobs] },
)

export { buildSections, pageHref } from './reshape'
export type * from './types'
