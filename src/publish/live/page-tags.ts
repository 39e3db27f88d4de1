import type { PageView } from '@/lib/content/types'
import { documentTag, listTag, TAGS } from '@/publish/changes'

/**
 * The cache tags an open page follows (src/components/live/LiveRefresh.tsx): those of the reads
 * its content makes, as src/lib/content/index.ts tags them. A change naming one of them
 * (contentChanged's `tags`) refreshes the page in place.
 */

/** What every page in the shell shows beside its own content: the settings and the menus. */
export const SHELL_TAGS: readonly string[] = [TAGS.settings, listTag('pages')]

/** A content page (src/sections/RenderPage.tsx): its own read, and the listings and pages it draws in. */
export function pageTags(page: Pick<PageView, 'slug' | 'listing' | 'blogsTitle' | 'form'>): string[] {
  return [
    documentTag('pages', page.slug),
    ...(page.listing === 'posts' || page.blogsTitle ? [listTag('posts')] : []),
    ...(page.listing === 'caseStudies' || page.listing === 'featuredCaseStudies' ? [listTag('caseStudies')] : []),
    ...(page.listing === 'jobs' ? [listTag('jobs')] : []),
    // The quote form offers the services page's services.
    ...(page.form === 'quote' ? [documentTag('pages', 'services')] : []),
  ]
}
