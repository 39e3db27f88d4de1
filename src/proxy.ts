import { NextResponse, type NextRequest } from 'next/server'

/**
 * Nobody on the internet can make themselves staff: the CMS's open "create first user"
 * screen and endpoint answer 404 in production unless ALLOW_FIRST_USER=true.
 * (The users collection refuses the creation too; this keeps the screen out of sight.)
 */
export function proxy(request: NextRequest) {
  const allowed = process.env.NODE_ENV !== 'production' || process.env.ALLOW_FIRST_USER === 'true' || process.env.ALLOW_FIRST_USER === '1'
  if (!allowed) return new NextResponse('Not found', { status: 404 })
  return NextResponse.next()
}

export const config = {
  matcher: ['/build/create-first-user', '/api/users/first-register'],
}
