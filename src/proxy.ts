import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env'
import { followTags, PATH_TAGS, TAGS } from '@/publish/changes'
import { isKnownPath, loadPublicPaths, normalizePath } from '@/lib/content/known-paths'
import { contentSource } from '@/lib/content/source'
import { log } from '@/lib/log'
import { loadRedirects, locationOf, type RedirectMap } from '@/publish/redirects'
import { STAFF_ORIGIN_PATH } from '@/lib/http/staff-origin'

/** Set by draftMode().enable(). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const FIRST_USER_PATHS = ['/build/create-first-user', '/api/users/first-register']

/** Signing in and everything around it. */
const ANONYMOUS_CMS =
  /^\/build\/(?:login|logout|logout-inactivity|forgot|create-first-user|reset(?:\/.*)?|verify(?:\/.*)?)\/?$/

/** No route matches it, so Next.js answers with the prerendered global-not-found page: nothing rendered per miss. */
const UNMATCHED = '/_/not-found'

/**
 * An unknown path makes the list be read again first, at most once a second (a flood of random URLs costs one read
 * a second), so a page published on a CMS elsewhere that announced nothing is still found at once.
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

/**
 * Old addresses, kept until a change names the redirects (a rename, a redirect saved in /build, here or on the CMS a
 * remote site follows): a redirect costs a map lookup, and a miss no read.
 */
let redirects: Promise<RedirectMap> | null = null
followTags([TAGS.redirects, TAGS.pages, TAGS.posts, TAGS.caseStudies, TAGS.jobs], () => {
  redirects = null
})

/**
 * Next.js refuses a relative Location from the proxy (its adapter parses it without a base: a 500), and answers one
 * on its own origin as a relative Location: its origin is the one server.ts gives it (LISTEN_HOST or localhost, PORT),
 * not the loopback-normalised request.url, so the visitor keeps the host they asked (a front, Varnish).
 */
function serverOrigin(): string {
  const { listenHost, port } = env()
  const host = listenHost ?? 'localhost'
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

async function redirectOf(pathname: string, search: string): Promise<NextResponse | null> {
  const path = normalizePath(pathname)
  if (path === null) return null
  redirects ??= contentSource()
    .then(loadRedirects)
    .catch((error: unknown) => {
      redirects = null
      throw error
    })
  const target = (await redirects).get(path)
  if (!target) return null
  return new NextResponse(null, {
    status: target.status,
    headers: {
      location: new URL(locationOf(target, search), serverOrigin()).href,
      // Shared caches keep it the live window (src/publish/edge/headers.ts); browsers a permanent one an hour, not for
      // ever, since a page may take the address back.
      'cache-control': `public, max-age=${target.status === 301 ? 3600 : 0}, s-maxage=5`,
    },
  })
}

async function isPublicPage(pathname: string): Promise<boolean> {
  if (isKnownPath(await knownPaths(Number.POSITIVE_INFINITY), pathname)) return true
  return isKnownPath(await knownPaths(REREAD_AFTER_MS), pathname)
}

/**
 * Whether a page of /build was asked for at another host than SITE_URL's: Payload accepts a signed-in change only
 * from SITE_URL's origin (its `csrf` list), so there every save would be refused as "not allowed". The host a
 * browser used is the forwarded one behind a front; the scheme is not compared (TLS may end at the front).
 */
function atOtherStaffHost(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const site = new URL(env().siteUrl)
  const asked = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(',')[0].trim()
  return asked !== '' && asked.toLowerCase() !== site.host.toLowerCase()
}

/**
 * 0. /build asked for at another host than SITE_URL's is sent there (atOtherStaffHost, src/app/api/staff-origin).
 * 1. The first-user screen answers 404 in production unless ALLOW_FIRST_USER=true: nobody makes themselves staff.
 * 2. /build without a session redirects to its login page (keeping the page asked for), not an empty dashboard.
 * 3. Misses (SPEC.md section 2), /404 included, are rewritten to an unmatched path before any route renders them:
 *    Next.js 16 renders a page's `notFound()` as an empty `__next_error__` shell and writes each miss to disk
 *    (docs/architecture.md). The routes keep their own `notFound()` as a second line.
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
    if (atOtherStaffHost(request)) {
      const headers = new Headers(request.headers)
      headers.set(STAFF_ORIGIN_PATH, pathname + request.nextUrl.search)
      return NextResponse.rewrite(new URL('/api/staff-origin', request.url), { request: { headers } })
    }
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
    if (!(await isPublicPage(pathname))) {
      // A page at an address wins over a redirect from it: redirects are for addresses nothing answers.
      return (
        (await redirectOf(pathname, request.nextUrl.search)) ?? NextResponse.rewrite(new URL(UNMATCHED, request.url))
      )
    }
  } catch (error) {
    // The CMS cannot be read: let the route answer (it reads the same content).
    log.error({ err: error }, '[proxy] could not read the public paths')
  }
  return NextResponse.next()
}

export const config = {
  // Must be literal for Next.js to read it at build time. (/favicon.ico is no file here: it is a miss like any other.)
  matcher: [
    '/api/users/first-register',
    '/((?!api/|_next/|og/|icons/|badges/|healthz$|readyz$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)',
  ],
}
