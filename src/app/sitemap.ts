import type { MetadataRoute } from 'next'

import { getCaseStudies, getJobs, getPageSlugs, getPosts } from '@/lib/content'
import { documentPath } from '@/lib/preview-paths'
import { absoluteUrl } from '@/lib/seo/metadata'

export const revalidate = 3600

/** Every public page (but those marked noindex in /build), post, case study and job, with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts, studies, jobs] = await Promise.all([getPageSlugs(), getPosts(), getCaseStudies(), getJobs()])
  return [
    ...pages
      .filter((p) => !p.noindex)
      .map((p) => ({ url: absoluteUrl(documentPath('pages', p.slug)), lastModified: p.updatedAt })),
    ...posts.map((p) => ({ url: absoluteUrl(documentPath('posts', p.slug)), lastModified: p.updatedAt })),
    ...studies.map((s) => ({ url: absoluteUrl(documentPath('caseStudies', s.slug)), lastModified: s.updatedAt })),
    ...jobs.map((j) => ({ url: absoluteUrl(documentPath('jobs', j.slug)), lastModified: j.updatedAt })),
  ]
}
