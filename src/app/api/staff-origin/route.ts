import { env } from '@/config/env'

export const dynamic = 'force-dynamic'

/**
 * The redirect of /build to SITE_URL's origin (src/proxy.ts rewrites here). It is answered by a route, not by the
 * proxy, because Next.js shortens a proxy's Location to a path whenever its origin equals the address the server
 * listens on: the browser at the other host name would then be sent to the same page again, for ever.
 */
export function GET(request: Request): Response {
  const to = new URL(request.url).searchParams.get('to') ?? ''
  const site = new URL(env().siteUrl)
  // A page of /build at SITE_URL's origin only, in printable ASCII (anything else cannot be a Location header).
  const target = /^\/build(?:[/?][!-~]*)?$/.test(to) ? new URL(to, site.origin) : null
  if (!target || target.origin !== site.origin)
    return Response.json({ error: 'to must be a page of /build' }, { status: 400 })
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'no-store', Location: target.href } })
}
