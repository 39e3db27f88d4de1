import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'
import { z } from 'zod'

import { documentPath, PREVIEW_COLLECTIONS } from '@/lib/preview-paths'

/**
 * For a signed-in editor only (Payload checks the session) it turns on draft mode; anyone else gets 401 and no
 * cookie. The target is always the document's own path here, so the link cannot send anyone elsewhere.
 */
export const dynamic = 'force-dynamic'

const query = z.object({
  collection: z.enum(PREVIEW_COLLECTIONS),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/)
    .max(120),
})

const noStore = { 'Cache-Control': 'no-store' }

export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return Response.json(
      { error: 'Give a collection (pages, posts, caseStudies, jobs) and a slug' },
      { status: 400, headers: noStore },
    )
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'Sign in to /build to preview drafts' }, { status: 401, headers: noStore })
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { ...noStore, Location: documentPath(parsed.data.collection, parsed.data.slug) },
  })
}
