import type { Payload, Where } from 'payload'

import type { User } from '@/payload-types'
import { z } from 'zod'

/**
 * "Since your last visit": kept in Payload's own preferences of the user (no schema of ours).
 * A visit starts when the dashboard is shown after more than SESSION_GAP_MS without; the
 * figures count from the start of the visit before, so they hold while someone works.
 */
const KEY = 'northgrid-dashboard-visit'
export const SESSION_GAP_MS = 30 * 60 * 1000
const FIRST_VISIT_MS = 7 * 24 * 3600 * 1000
const stored = z.object({ since: z.string().datetime(), seenAt: z.string().datetime() })

export async function lastVisit(payload: Payload, user: User, now = Date.now()): Promise<number> {
  const userId = user.id
  const where: Where = {
    and: [{ key: { equals: KEY } }, { 'user.value': { equals: userId } }, { 'user.relationTo': { equals: 'users' } }],
  }
  const found = await payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  const previous = stored.safeParse(doc?.value)
  let since = now - FIRST_VISIT_MS
  if (previous.success) {
    const seenAt = Date.parse(previous.data.seenAt)
    since = now - seenAt > SESSION_GAP_MS ? seenAt : Date.parse(previous.data.since)
  }
  const value = { since: new Date(since).toISOString(), seenAt: new Date(now).toISOString() }
  if (doc)
    await payload.update({
      collection: 'payload-preferences',
      id: doc.id,
      data: { value },
      user,
      overrideAccess: true,
      depth: 0,
    })
  // Payload's preferences take their owner from the request's user.
  else
    await payload.create({
      collection: 'payload-preferences',
      data: { key: KEY, user: { relationTo: 'users', value: userId }, value },
      user,
      overrideAccess: true,
      depth: 0,
    })
  return since
}
