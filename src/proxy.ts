import { NextResponse, type NextRequest } from 'next/server'

const FIRST_USER_PATHS = ['/build/create-first-user', '/api/users/first-register']

/**
 * 1. Nobody on the internet can make themselves staff: the CMS's open "create first user"
 *    screen and endpoint answer 404 in production unless ALLOW_FIRST_USER=true. (The users
 *    collection refuses the creation too; this keeps the screen out of sight.)
 * 2. /404 is a route of SPEC.md. Next.js reserves that path for its built-in page, so it is
 *    rewritten to an unknown path, which renders the site's own not-found page with status 404.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/404') return NextResponse.rewrite(new URL('/_/not-found', request.url))
  if (FIRST_USER_PATHS.includes(pathname)) {
    const allowed = process.env.NODE_ENV !== 'production' || process.env.ALLOW_FIRST_USER === 'true' || process.env.ALLOW_FIRST_USER === '1'
    if (!allowed) return new NextResponse('Not found', { status: 404 })
  }
  return NextResponse.next()
}

export const config = {
  // Must be literal for Next.js to read it at build time.
  matcher: ['/404', '/build/create-first-user', '/api/users/first-register'],
}
