import { APIError, type CollectionBeforeDeleteHook, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { canHandleLeads, hasRole } from '@/access'
import { WORKFLOW_COLLECTIONS, nameOf } from '@/leads/workflow'

/** Leads a staff member owns, per collection. */
export async function ownedLeads(payload: Payload, userId: string | number, req?: PayloadRequest) {
  const counts = await Promise.all(
    WORKFLOW_COLLECTIONS.map(async (collection) => {
      const { totalDocs } = await payload.count({
        collection,
        where: { owner: { equals: userId } },
        overrideAccess: true,
        req,
      })
      return { collection, count: totalDocs }
    }),
  )
  return { total: counts.reduce((sum, c) => sum + c.count, 0), counts }
}

/** Their notes keep the name they were written under once the account is gone. */
async function keepAuthorNames(
  payload: Payload,
  user: { id: string | number; name?: string | null; email?: string | null },
  req: PayloadRequest,
) {
  const name = nameOf(user)
  if (!name) return
  for (const collection of WORKFLOW_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { 'notes.author': { equals: user.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      if (!doc.notes?.some((n) => !n.authorName && n.author === user.id)) continue
      await payload.db.updateOne({
        collection,
        id: doc.id,
        data: { notes: doc.notes.map((n) => (n.author === user.id && !n.authorName ? { ...n, authorName: name } : n)) },
        req,
      })
    }
  }
}

export const HAND_OVER_CONTEXT = 'leadsHandedOver'

/**
 * A staff member who owns leads is removed only through "Remove and hand over" (the endpoint below), which says who
 * takes their leads: a plain deletion is refused (409), naming how many they own.
 */
export const refuseRemovingLeadOwner: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
  if (!req.context[HAND_OVER_CONTEXT]) {
    const { total } = await ownedLeads(req.payload, id, req)
    if (total > 0)
      throw new APIError(
        `${nameOf(user) ?? 'This person'} still owns ${total} lead${total === 1 ? '' : 's'}, so the account was not removed. Open the account and use "Remove and hand over leads" to choose who takes them (or leave them unassigned).`,
        409,
        { ownedLeads: total },
        true,
      )
  }
  await keepAuthorNames(req.payload, user, req)
}

const body = z.object({ handOverTo: z.number().int().positive().nullable() })

/** POST /api/users/:id/remove { handOverTo: id | null }: their leads go to that person (or nobody), then they go. */
export const removeStaffEndpoint: Endpoint = {
  path: '/:id/remove',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin'))
      return Response.json({ errors: [{ message: 'Only admins remove staff accounts.' }] }, { status: 403 })
    const param = req.routeParams?.id
    const id = typeof param === 'string' || typeof param === 'number' ? param : ''
    const parsed = body.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success)
      return Response.json(
        { errors: [{ message: 'Say who takes their leads: "handOverTo" is a staff id, or null for unassigned.' }] },
        { status: 400 },
      )
    const { handOverTo } = parsed.data
    const payload = req.payload
    const leaving = await payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!leaving) return Response.json({ errors: [{ message: 'No such staff account.' }] }, { status: 404 })
    if (String(leaving.id) === String(req.user?.id))
      return Response.json({ errors: [{ message: 'You cannot remove your own account.' }] }, { status: 400 })
    if (handOverTo !== null) {
      const taker = await payload.findByID({
        collection: 'users',
        id: handOverTo,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!taker || String(taker.id) === String(leaving.id) || !canHandleLeads(taker))
        return Response.json(
          { errors: [{ message: 'Their leads can go only to another person who handles leads (admin or sales).' }] },
          { status: 400 },
        )
    }
    let moved = 0
    for (const collection of WORKFLOW_COLLECTIONS) {
      const result = await payload.update({
        collection,
        where: { owner: { equals: leaving.id } },
        data: { owner: handOverTo },
        overrideAccess: true,
        depth: 0,
        req,
      })
      moved += result.docs.length
    }
    req.context[HAND_OVER_CONTEXT] = true
    await payload.delete({ collection: 'users', id: leaving.id, overrideAccess: true, req })
    return Response.json({
      message: `${nameOf(leaving)} was removed; ${moved} lead${moved === 1 ? '' : 's'} handed over.`,
      moved,
    })
  },
}
