import type { CollectionAfterOperationHook, Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/http/client'
import type { AccessLog } from '@/payload-types'

/** The access record (docs/staff.md, "Who read what"): one entry per detail read, CV download or export. */

export const ACCESS_LOG = 'accessLog' as const

export const ACCESS_ACTIONS = [
  { label: 'Opened', value: 'read' },
  { label: 'Downloaded a file', value: 'download' },
  { label: 'Exported', value: 'export' },
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]['value']

export const ACCESS_ACTORS = [
  { label: 'Staff', value: 'staff' },
  { label: 'System', value: 'system' },
] as const

type Entry = { action: AccessAction; resource: string; documentId?: string | number | null; detail?: string }

type StaffUser = { id: number | string; email?: string | null }
const isStaffUser = (user: unknown): user is StaffUser =>
  typeof user === 'object' && user !== null && 'id' in user && 'email' in user

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : undefined)

async function write(payload: Payload, data: Omit<AccessLog, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
  // Not in the request's transaction: a read that is later rolled back was still a read.
  await payload.create({ collection: ACCESS_LOG, data, overrideAccess: true, depth: 0 })
}

function summaryOf(who: string, entry: Entry): string {
  const what = entry.documentId != null ? `${entry.resource} ${entry.documentId}` : entry.resource
  return cut(`${who} ${entry.action} ${what}`, 300)!
}

/** A read by a signed-in account, from the request it came with. */
export async function recordStaffAccess(req: PayloadRequest, entry: Entry): Promise<void> {
  const user = req.user
  if (!isStaffUser(user)) return
  await write(req.payload, {
    actorKind: 'staff',
    actor: user.id,
    actorEmail: cut(user.email, 254),
    action: entry.action,
    resource: entry.resource,
    documentId: entry.documentId != null ? String(entry.documentId) : undefined,
    detail: cut(entry.detail, 300),
    client: cut(clientAddress(req.headers), 100),
    userAgent: cut(req.headers.get('user-agent'), 300),
    summary: summaryOf(user.email ?? `user ${user.id}`, entry),
  })
}

/** A read by the site itself (delivery, the privacy copy, retention): `detail` says which. */
export async function recordSystemAccess(payload: Payload, entry: Entry & { detail: string }): Promise<void> {
  await write(payload, {
    actorKind: 'system',
    action: entry.action,
    resource: entry.resource,
    documentId: entry.documentId != null ? String(entry.documentId) : undefined,
    detail: cut(entry.detail, 300),
    summary: summaryOf(`system (${entry.detail})`, entry),
  })
}

const RECORDED = 'accessRecorded'
/** One opening of a document: the admin's edit view reads it more than once (the server's render, then its form). */
export const SAME_OPENING_MS = 10_000

async function openedJustNow(req: PayloadRequest, user: StaffUser, resource: string, id: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: ACCESS_LOG,
    where: {
      and: [
        { actor: { equals: user.id } },
        { action: { equals: 'read' } },
        { resource: { equals: resource } },
        { documentId: { equals: id } },
        { createdAt: { greater_than: new Date(Date.now() - SAME_OPENING_MS).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * On a collection holding visitors' data: every read of one document by a signed-in account (REST GET /:id,
 * GraphQL's single-document query, the admin's edit view) is recorded once per opening: again by the same account
 * within SAME_OPENING_MS is the same opening. Lists (find) are not: a list shows a few columns, the detail is what is
 * opened.
 */
export const recordDetailRead: CollectionAfterOperationHook = async ({ operation, req, result, collection }) => {
  if (operation !== 'findByID' || !result || !isStaffUser(req.user)) return result
  const id = (result as { id?: string | number }).id
  const key = `${collection.slug}:${String(id)}`
  const seen = (req.context[RECORDED] ??= new Set<string>()) as Set<string>
  if (seen.has(key)) return result
  seen.add(key)
  if (await openedJustNow(req, req.user, collection.slug, String(id))) return result
  await recordStaffAccess(req, { action: 'read', resource: collection.slug, documentId: id })
  return result
}
