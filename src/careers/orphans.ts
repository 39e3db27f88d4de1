import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { DELETION_TAG, pendingFiles } from '@/storage/deletions'

/** Far longer than any submission takes. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000

let lastSweep = 0

/**
 * A CV is stored just before its application (submit.ts); a crash between the two inserts leaves a CV no application
 * refers to. Runs at most once an hour per process unless forced. `removed` counts the CVs whose files are gone;
 * `filesPending` those the object store has not deleted yet (queued: src/storage/deletions.ts).
 */
export async function sweepOrphanCvs(
  payload: Payload,
  { now = Date.now(), force = false } = {},
): Promise<{ removed: number; filesPending: number }> {
  if (!force && now - lastSweep < ORPHAN_AGE_MS) return { removed: 0, filesPending: 0 }
  lastSweep = now
  const tag = `orphan-sweep:${randomUUID()}`
  let removed = 0
  for (let page = 1; ; page++) {
    const old = await payload.find({
      collection: 'cvs',
      where: { createdAt: { less_than: new Date(now - ORPHAN_AGE_MS).toISOString() } },
      limit: 500,
      page,
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
      select: {},
    })
    if (old.docs.length === 0) break
    const ids = old.docs.map((d) => d.id)
    const used = await payload.find({
      collection: 'jobApplications',
      where: { cv: { in: ids } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { cv: true },
    })
    const referenced = new Set(used.docs.map((a) => String(typeof a.cv === 'object' && a.cv ? a.cv.id : a.cv)))
    const orphans = ids.filter((id) => !referenced.has(String(id)))
    if (orphans.length) {
      const result = await payload.delete({
        collection: 'cvs',
        where: { id: { in: orphans } },
        overrideAccess: true,
        depth: 0,
        context: { [DELETION_TAG]: tag },
      })
      removed += result.docs.length
    }
    if (!old.hasNextPage) break
  }
  const filesPending = removed ? await pendingFiles(payload, tag) : 0
  removed -= filesPending
  if (removed || filesPending)
    payload.logger.info({ removed, filesPending }, '[careers] removed CVs left without an application')
  return { removed, filesPending }
}
