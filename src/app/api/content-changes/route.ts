import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { env } from '@/config/env'
import { remoteChanges } from '@/publish/cache/shared-tags.mjs'
import { changeLog } from '@/publish/change-log'
import { liveAccess } from '@/publish/live/access'

/**
 * For a remote site catching up after its socket dropped, and for open pages reopening theirs (docs/live-content.md).
 * `oldest` is the first sequence the bounded log holds: a site or page further behind expires everything.
 */
export const dynamic = 'force-dynamic'

const whole = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
/** `after`: the last sequence seen. `since`: a time (ms), for a page that knows when it was served, not a sequence. */
const query = z.union([z.object({ after: whole }).strict(), z.object({ since: whole }).strict()])

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function GET(request: Request): Promise<Response> {
  const settings = env()
  if (!liveAccess(request.headers.get('authorization'), settings)) {
    return json(401, { error: 'A valid live-content token is required (Authorization: Bearer ...)' })
  }
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return json(400, {
      error:
        'Give either after, a whole number (the last sequence seen, 0 for none), or since, a time in ms since the epoch',
    })
  const asked = parsed.data
  // A remote site answers from the changes its sync applied, not its CMS's log: a page told of one finds it expired.
  if (settings.contentGraphqlUrl)
    return json(200, 'after' in asked ? remoteChanges(asked.after, 500) : remoteChanges(0, 500, asked.since))
  const log = changeLog(await getPayload({ config }))
  const [changes, oldest, latest] = await Promise.all([
    'after' in asked ? log.after(asked.after, 500) : log.since(asked.since, 500),
    log.oldest(),
    log.latest(),
  ])
  return json(200, { oldest, latest, changes })
}
