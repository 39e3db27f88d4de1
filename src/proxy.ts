import { NextResponse, type NextRequest } from 'next/server'

import { followTags, PATH_TAGS } from '@/lib/content/changes'
import { isKnownPath, loadPublicPaths } from '@/lib/content/known-paths'
import { contentSource } from '@/lib/content/source'
import { log } from '@/lib/log'

/** Next.js's draft-mode cookie (draftMode().enable()). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const FIRST_USER_PATHS = ['/build/create-first-user', '/api/users/first-register']

/** CMS screens a visitor without a session must reach: signing in and everything around it. */
const ANONYMOUS_CMS =
  /^\/build\/(?:login|logout|logout-inactivity|forgot|create-first-user|reset(?:\/.*)?|verify(?:\/.*)?)\/?$/

/**
 * Where a miss is sent: a path no route matches, so Next.js answers it with its not-found
 * route (src/app/global-not-found.tsx, prerendered: status 404, the whole page in the HTML,
 * nothing rendered or written per request).
 */
const UNMATCHED = '/_/not-found'

/**
 * The public paths, read from the CMS (the content source: embedded, or CONTENT_GRAPHQL_URL)
 * and kept until a change expires one of the tags that decide them (src/lib/content/changes.ts),
 * here or on another instance. A path missing from the list makes the list be read again
 * first (at most once a second, so a flood of random URLs costs one small read a second):
 * a page published on a CMS elsewhere that announced nothing is still found at once.
 */
const REREAD_AFTER_MS = 1_000
let known: { paths: Set<string>; at: number } | null = null
let reading: Promise<Set<string>> | null = null
let generation = 0
followTags(PATH_TAGS, () => {
  known = null
  generation++
})

async function knownPaths(maxAge: number): Promise<Set<string>> {
  if (known && Date.now() - known.at < maxAge) return known.paths
  // One read at a time: requests arriving meanwhile wait for it.
  reading ??= (async () => {
    const started = generation
    try {
      const paths = await loadPublicPaths(await contentSource())
      // A list read while its tags expired may predate the change: used once, not kept.
      if (started === generation) known = { paths, at: Date.now() }
      return paths
    } finally {
      reading = null
    }
  })()
  return reading
}

async function isPublicPage(pathname: string): Promise<boolean> {
  if (isKnownPath(await knownPaths(Number.POSITIVE_INFINITY), pathname)) return true
  return isKnownPath(await knownPaths(REREAD_AFTER_MS), pathname)
}

/**
 * 1. Nobody on the internet can make themselves staff: the CMS's open "create first user"
 *    screen and endpoint answer 404 in production unless ALLOW_FIRST_USER=true. (The users
 *    collection refuses the creation too; this keeps the screen out of sight.)
 * 2. The CMS admin (/build) sends a visitor without a session to its login page with a real
 *    redirect, keeping the page asked for (Payload's `redirect` parameter), instead of an empty
 *    dashboard that only its script sends away. A stale session cookie still reaches Payload,
 *    whose client ends on the login page too.
 * 3. Misses (SPEC.md section 2): a public path that is no page, case study, post or job is
 *    rewritten to an unmatched path before any route renders it, and /404, a route of SPEC.md
 *    that Next.js reserves for itself, likewise. Why not `notFound()` in the routes: in a
 *    production build Next.js 16 renders a `notFound()` thrown by a page as an empty
 *    `<html id="__next_error__">` shell whose not-found UI exists only in the script payload
 *    (no text without JavaScript, for crawlers, or for a visitor whose scripts failed: see
 *    getErrorRSCPayload in next/dist/server/app-render/app-render.js), and the catch-all's
 *    incremental cache writes every such miss to disk. An unmatched path is served from the
 *    prerendered not-found page instead. The routes keep their own `notFound()` as a second
 *    line (a page deleted in the last minute).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (FIRST_USER_PATHS.includes(pathname)) {
    const allowed =
      process.env.NODE_ENV !== 'production' ||
      process.env.ALLOW_FIRST_USER === 'true' ||
      process.env.ALLOW_FIRST_USER === '1'
    if (!allowed) return new NextResponse('Not found', { status: 404 })
  }
  if (pathname === '/build' || pathname.startsWith('/build/')) {
    const anonymous = !request.cookies.has('payload-token')
    if (anonymous && (request.method === 'GET' || request.method === 'HEAD') && !ANONYMOUS_CMS.test(pathname)) {
      const login = new URL('/build/login', request.url)
      login.searchParams.set('redirect', pathname + request.nextUrl.search)
      return NextResponse.redirect(login, 307)
    }
    return NextResponse.next()
  }
  if (pathname.startsWith('/api/')) return NextResponse.next()
  if (pathname === '/404') return NextResponse.rewrite(new URL(UNMATCHED, request.url))
  // An editor's preview (src/app/api/preview) may open a document never published, which the
  // list of public paths leaves out: the route decides (it shows drafts to a signed-in editor only).
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return NextResponse.next()
  try {
    if (!(await isPublicPage(pathname))) return NextResponse.rewrite(new URL(UNMATCHED, request.url))
  } catch (error) {
    // The CMS cannot be read: let the route answer (it reads the same content).
    log.error({ err: error }, '[proxy] could not read the public paths')
  }
  return NextResponse.next()
}

export const config = {
  // Must be literal for Next.js to read it at build time. Everything but the API (except the
  // first-user endpoint), Next.js's own files, the health checks and the files served by route handlers.
  // (/favicon.ico is no file here: it is a miss like any other.)
  matcher: [
    '/api/users/first-register',
    '/((?!api/|_next/|og/|icons/|badges/|healthz$|readyz$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)',
  ],
}
