import { createHash, timingSafeEqual } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { changeSchema, expireChange } from '@/lib/content/changes'
import { contentSource } from '@/lib/content/source'

/**
 * POST /api/revalidate: a CMS elsewhere (CONTENT_GRAPHQL_URL mode) tells the site that a
 * document changed, and the site expires it as its own CMS's hooks would
 * (src/lib/content/changes.ts: the one change path), on every instance.
 *
 *   Authorization: Bearer <REVALIDATE_SECRET>
 *   { "collection": "pages" | "posts" | "caseStudies" | "jobs", "slug": "about-us", "previousSlug"?: "..." }
 *   { "collection": "settings" }
 *
 * Answers 200 with the expired tags; 401 without the right secret; 400 for a bad body;
 * 404 when REVALIDATE_SECRET is not set (the endpoint does not exist on a site whose
 * content is only edited in its own /build, where the CMS's hooks expire the cache).
 */
export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Constant-time comparison of the presented secret with the configured one (hashed first, so lengths never differ). */
function secretMatches(presented: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(presented), digest(secret))
}

export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET
  if (!secret) return json(404, { error: 'Not found' })
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!secretMatches(presented, secret)) {
    return json(401, { error: 'A valid revalidation secret is required (Authorization: Bearer ...)' })
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return json(400, { error: 'The body must be JSON' })
  }
  const parsed = changeSchema.safeParse(body)
  if (!parsed.success)
    return json(400, {
      error: 'Invalid change',
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    })
  // Answered once the expiry is stored and shared with the other instances.
  const tags = await expireChange(parsed.data, { source: await contentSource(), payload: () => getPayload({ config }) })
  return json(200, { revalidated: true, tags })
}
