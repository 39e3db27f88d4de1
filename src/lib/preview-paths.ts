import { pageHref } from '@/lib/content/reshape'

/** SPEC.md section 2; free of Next.js and Payload so the CMS config can use it. */
export const PREVIEW_COLLECTIONS = ['pages', 'posts', 'caseStudies', 'jobs'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

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

/** Turns on draft mode for a signed-in editor and opens the document. */
export function previewUrl(collection: PreviewCollection, slug: string, origin = ''): string {
  return `${origin}/api/preview?${new URLSearchParams({ collection, slug })}`
}

/**
 * Autosave lets the live preview follow the typing; changes.ts expires nothing on a draft save. Scheduled publish
 * and unpublish are Payload's, run by src/publish/schedule.ts.
 */
export const DRAFTS_WITH_AUTOSAVE = {
  drafts: { autosave: { interval: 500 }, schedulePublish: true },
  maxPerDoc: 20,
} as const
