import { createHash, timingSafeEqual } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { contentSource } from '@/lib/content/source'
import { changeSchema, expireChange } from '@/publish/changes'

/**
 * A CMS elsewhere (CONTENT_GRAPHQL_URL mode) tells the site what changed (docs/caching.md). 404 when
 * REVALIDATE_SECRET is not set: a site edited only in its own /build has the CMS's hooks instead.
 */
export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Hashed first, so lengths never differ for the constant-time comparison. */
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
