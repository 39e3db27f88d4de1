import type { Payload } from 'payload'

import { documentPath } from '@/lib/preview-paths'

/**
 * src/proxy.ts answers any other path with the not-found page before a route renders it, so a miss is never
 * rendered, cached or written to disk (SPEC.md section 2). Free of Next.js and React for the proxy and unit tests.
 */
export type PathSources = {
  pages: { slug: string }[]
  caseStudies: { slug: string }[]
  posts: { slug: string }[]
  jobs: { slug: string }[]
}

/** Routes that exist whatever the content. */
export const FIXED = [
  '/',
  '/blog',
  '/server-error',
  '/unavailable',
  '/application-sent',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/privacy-request',
  '/privacy-request/confirm',
  '/privacy-request/sent',
]

export function publicPaths({ pages, caseStudies, posts, jobs }: PathSources): Set<string> {
  return new Set([
    ...FIXED,
    ...pages.map((p) => documentPath('pages', p.slug)),
    ...caseStudies.map((c) => documentPath('caseStudies', c.slug)),
    ...posts.map((p) => documentPath('posts', p.slug)),
    ...jobs.map((j) => documentPath('jobs', j.slug)),
  ])
}

/** Segments percent-decoded, no trailing slash; null when it cannot be decoded (a miss). */
export function normalizePath(pathname: string): string | null {
  try {
    const decoded = pathname.split('/').map(decodeURIComponent).join('/')
    return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
  } catch {
    return null
  }
}

export function isKnownPath(known: Set<string>, pathname: string): boolean {
  const path = normalizePath(pathname)
  return path !== null && known.has(path)
}

/** As an anonymous visitor: drafts are not public pages. */
export async function loadPublicPaths(payload: Pick<Payload, 'find'>): Promise<Set<string>> {
  const read = async (collection: 'pages' | 'caseStudies' | 'posts' | 'jobs') =>
    (await payload.find({ collection, select: { slug: true }, pagination: false, depth: 0, overrideAccess: false }))
      .docs as { slug: string }[]
  const [pages, caseStudies, posts, jobs] = await Promise.all([
    read('pages'),
    read('caseStudies'),
    read('posts'),
    read('jobs'),
  ])
  return publicPaths({ pages, caseStudies, posts, jobs })
}
