import type { Payload } from 'payload'

import { OUTBOX_COLLECTIONS, type LeadCollection } from '@/leads/collections'
import { DELETION_TAG, pendingFiles } from '@/storage/deletions'

/** Addresses are compared without regard to case; callback requests hold no address to find. */

type Doc = Record<string, unknown> & { id: number | string }

/** The queue's bookkeeping: ours, not the person's. */
const INTERNAL = new Set([
  'deliveryDueAt',
  'deliveryLeaseUntil',
  'deliveryLeaseOwner',
  'lastDeliveryError',
  'deliveryAttempts',
  'emailTag',
])

type PersonalCollection = LeadCollection | 'cvs'

export const collectionsWithEmail = (payload: Payload): PersonalCollection[] =>
  [...OUTBOX_COLLECTIONS, 'cvs' as const].filter((slug) =>
    payload.collections[slug].config.flattenedFields.some((f) => 'name' in f && f.name === 'email'),
  )

const same = (a: unknown, email: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === email.trim().toLowerCase()

/** A case-insensitive LIKE narrows, an exact comparison decides. */
export async function rowsOf(payload: Payload, collection: PersonalCollection, email: string): Promise<Doc[]> {
  const found = await payload.find({
    collection,
    where: { email: { like: email.trim() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Copies: Payload's row types are interfaces (no index signature); Doc is what they share.
  const docs: Doc[] = found.docs.map((d) => ({ ...d }))
  return docs.filter((d) => same(d.email, email))
}

export async function collectData(payload: Payload, email: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = { email, generatedAt: new Date().toISOString() }
  for (const collection of collectionsWithEmail(payload)) {
    const rows = await rowsOf(payload, collection, email)
    if (collection === 'cvs') {
      // The files themselves stay with us; the copy names them (ask us for a file and we send it).
      data.files = rows.map((r) => ({
        id: r.id,
        fileName: r.originalName,
        type: r.mimeType,
        bytes: r.filesize,
        receivedAt: r.createdAt,
      }))
      continue
    }
    data[collection] = rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !INTERNAL.has(k))))
  }
  return data
}

/**
 * Safe to run again after a failure. Payload removes an upload's file with its document; a file the object store did
 * not delete then is queued (src/storage/deletions.ts) under this request's tag, and counted in `filesPending`
 * until it is gone: the erasure is complete only at 0.
 */
export async function eraseData(
  payload: Payload,
  email: string,
  keepRequestId: string | number,
): Promise<{ rows: number; files: number; filesPending: number; collections: string[] }> {
  let rows = 0
  let files = 0
  const touched: string[] = []
  const tag = erasureTag(keepRequestId)
  // Applications before their CVs: an application refers to its CV.
  const order = collectionsWithEmail(payload).sort((a, b) => (a === 'cvs' ? 1 : 0) - (b === 'cvs' ? 1 : 0))
  for (const collection of order) {
    const ids = (await rowsOf(payload, collection, email))
      .map((r) => r.id)
      .filter((id) => !(collection === 'privacyRequests' && String(id) === String(keepRequestId)))
    if (ids.length === 0) continue
    const result = await payload.delete({
      collection,
      where: { id: { in: ids } },
      overrideAccess: true,
      depth: 0,
      context: { [DELETION_TAG]: tag },
    })
    if (result.errors.length)
      throw new Error(
        `[privacy] could not delete ${result.errors.length} rows of ${collection}: ${result.errors[0]?.message}`,
      )
    if (collection === 'cvs') files += result.docs.length
    else rows += result.docs.length
    touched.push(collection)
  }
  return { rows, files, filesPending: await pendingFiles(payload, tag), collections: touched }
}

export const erasureTag = (requestId: string | number): string => `privacy:${requestId}`
