import { draftMode } from 'next/headers'

/** Back to a path on this site only; anything else goes home. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  // Printable ASCII only (what usePathname gives, percent-encoded): anything else could not
  // even be sent as a Location header (a 500), and is not a path of ours.
  const safe = /^\/(?![/\\])[!-~]*$/.test(path) ? path : '/'
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'no-store', Location: safe } })
}
