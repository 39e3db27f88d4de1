import { pageHref } from '@/lib/content/reshape'

/**
 * Where each document is shown on the site (SPEC.md section 2): the one mapping, for the
 * CMS's preview links and live preview (src/collections, src/payload.config.ts), the preview
 * route (src/app/api/preview), the sitemap and the proxy's list of known paths. Kept free of Next.js and Payload so the
 * CMS config can use it.
 */
export const PREVIEW_COLLECTIONS = ['pages', 'posts', 'caseStudies', 'jobs'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** The public path of a document of a previewable collection. */
export function documentPath(collection: PreviewCollection, slug: string): string {
  const s = encodeURIComponent(slug)
  switch (collection) {
    case 'pages':
      return pageHref(slug)
    case 'posts':
      return `/blog/${s}`
    case 'jobs':
      return `/job/${s}`
    case 'caseStudies':
      return `/${s}`
  }
}

/**
 * The URL that turns on draft mode for a signed-in editor and opens the document (relative, or absolute on `origin`).
 */
export function previewUrl(collection: PreviewCollection, slug: string, origin = ''): string {
  return `${origin}/api/preview?${new URLSearchParams({ collection, slug })}`
}

/**
 * Drafts saved as the editor types (every 500 ms of a pause), so the live preview frame
 * follows the typing; visitors see only what is published (src/lib/content/changes.ts expires
 * nothing on a draft save).
 */
export const DRAFTS_WITH_AUTOSAVE = { drafts: { autosave: { interval: 500 } }, maxPerDoc: 20 } as const
