import { env } from '@/config/env'
import { STAFF_ORIGIN_PATH } from '@/lib/http/staff-origin'

export const dynamic = 'force-dynamic'

/**
 * The redirect of /build to SITE_URL's origin: src/proxy.ts rewrites here, with the page asked for in a header. A
 * route answers it, not the proxy, because Next.js shortens a proxy's Location to a path whenever its origin equals
 * the address the server listens on: the browser at the other host name would be sent to the same page, for ever.
 */
export function GET(request: Request): Response {
  const to = request.headers.get(STAFF_ORIGIN_PATH) ?? ''
  const site = new URL(env().siteUrl)
  // A page of /build at SITE_URL's origin only, in printable ASCII (anything else cannot be a Location header).
  const target = /^\/build(?:[/?][!-~]*)?$/.test(to) ? new URL(to, site.origin) : null
  if (!target || target.origin !== site.origin)
    return Response.json({ error: 'to must be a page of /build' }, { status: 400 })
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'no-store', Location: target.href } })
}
