import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/config/env'
import { claim, findDue, releaseOwnLeases } from '@/leads/delivery/outbox'
import { isDraining, onShutdown } from '@/lib/lifecycle'
import { countStorageError } from '@/lib/metrics/registry'
import { STORE_OPERATION_MS, s3ClientConfig } from './s3'

/**
 * Files the object store could not delete when asked, kept in the `fileDeletions` collection (a durable record,
 * written with the document's deletion) and deleted again, with back-off, until the store does it
 * (docs/storage.md). Every instance runs the queue; a row is claimed by one of them at a time (the lead outbox's
 * lease, src/leads/delivery/outbox.ts).
 */

export const FILE_DELETIONS = 'fileDeletions' as const

/** The `context` key naming what a deletion is part of (a privacy erasure, the orphan sweep): it completes when its
 *  tagged files are gone (pendingFiles). */
export const DELETION_TAG = 'fileDeletionTag'
/** The `context` keys where a failed upload leaves the keys it may have written and the document it created
 *  (undoFailedUpload). */
export const FAILED_UPLOADS = 'failedUploads'
export const FAILED_CREATE = 'failedUploadCreate'
export const FAILED_UPLOAD_TAG = 'failed-upload'
/** The `context` key saying the store failed earlier in this request: further deletions are queued at once. */
export const STORE_DOWN = 'storeUnavailable'

/** The metrics' name for the store behind an upload collection. */
export const storeOf = (slug: string): 'media' | 'cvs' => (slug === 'cvs' ? 'cvs' : 'media')

export type QueuedFile = { bucket: string; key: string; fileCollection: string; filename: string; tag?: string }

/** FILE_DELETION_RETRY_MS: the first wait; then twice as long each time, up to six times it. Never given up. */
export function retryMs(): number {
  const ms = Number(process.env.FILE_DELETION_RETRY_MS)
  return Number.isFinite(ms) && ms >= 100 ? ms : 5_000
}

export const backoffMs = (failedAttempts: number): number =>
  Math.min(retryMs() * 6, retryMs() * 2 ** Math.max(0, failedAttempts - 1))

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error))

type State = {
  client?: S3Client
  timer: ReturnType<typeof setTimeout> | null
  dueAt: number
  running: Promise<void> | null
  rerun: boolean
  poll: ReturnType<typeof setInterval> | null
  stopped: boolean
}

declare global {
  // One queue runner per process, even when Next.js bundles this module more than once.
  var __northgridFileDeletions: State | undefined
}
const state = (globalThis.__northgridFileDeletions ??= {
  timer: null,
  dueAt: Number.POSITIVE_INFINITY,
  running: null,
  rerun: false,
  poll: null,
  stopped: false,
})

function storeClient(): S3Client {
  const storage = env().storage
  if (storage.kind !== 's3') throw new Error('[storage] no object store is configured (S3_BUCKET)')
  return (state.client ??= new S3Client(s3ClientConfig(storage)))
}

/** Bounded as a whole, beside each request's own bounds (s3.ts). A missing object is no error (S3 answers 204). */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await storeClient().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), {
    abortSignal: AbortSignal.timeout(STORE_OPERATION_MS),
  })
}

/** With `req`, in its transaction (PostgreSQL): the row exists exactly when the document's deletion is committed. */
export async function queueFileDeletion(
  payload: Payload,
  file: QueuedFile,
  failure: { error: unknown; attempted: boolean },
  req?: PayloadRequest,
): Promise<void> {
  const attempts = failure.attempted ? 1 : 0
  const delay = failure.attempted ? backoffMs(1) : retryMs()
  await payload.create({
    collection: FILE_DELETIONS,
    data: {
      ...file,
      deliveryStatus: failure.attempted ? 'retrying' : 'pending',
      deliveryAttempts: attempts,
      lastDeliveryError: messageOf(failure.error).slice(0, 500),
      deliveryDueAt: new Date(Date.now() + delay).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  payload.logger.warn(
    { bucket: file.bucket, key: file.key, error: messageOf(failure.error) },
    '[storage] the object store did not delete a file; it is queued and deleted when the store answers',
  )
  scheduleFileDeletions(payload, delay)
}

/**
 * Undoes a failed upload, once its operation is over: a document the database kept (SQLite runs Payload without
 * transactions) is deleted, and the keys the store may yet write (it received the bytes, then stalled) are queued
 * for deletion.
 */
export async function undoFailedUpload(payload: Payload, context: Record<string, unknown>): Promise<void> {
  const files = Array.isArray(context[FAILED_UPLOADS]) ? (context[FAILED_UPLOADS] as QueuedFile[]) : []
  const created = context[FAILED_CREATE] as { collection: CollectionSlug; id: number | string } | undefined
  delete context[FAILED_UPLOADS]
  delete context[FAILED_CREATE]
  if (created) {
    const left = await payload.findByID({ ...created, depth: 0, overrideAccess: true, disableErrors: true })
    if (left) {
      // Its delete hook queues the files without trying the store again (STORE_DOWN).
      const reason = 'the upload failed'
      const context = { [STORE_DOWN]: reason, [DELETION_TAG]: FAILED_UPLOAD_TAG }
      await payload.delete({ ...created, overrideAccess: true, depth: 0, context })
      return
    }
  }
  for (const file of files) await queueFileDeletion(payload, file, { error: 'the upload failed', attempted: false })
}

/** Tagged files the store has not deleted yet. */
export async function pendingFiles(payload: Payload, tag: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: FILE_DELETIONS,
    where: { tag: { equals: tag } },
    overrideAccess: true,
  })
  return totalDocs
}

/** A document holds that name again (a media file name is reused once its document is gone): not ours to delete. */
async function heldAgain(payload: Payload, row: QueuedFile): Promise<boolean> {
  const collection = payload.collections[row.fileCollection as CollectionSlug]?.config
  if (!collection) return false
  const sizes = typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []).map((s) => s.name) : []
  const where: Where = {
    or: [
      { filename: { equals: row.filename } },
      ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { equals: row.filename } })),
    ],
  }
  const { totalDocs } = await payload.count({
    collection: collection.slug,
    where,
    overrideAccess: true,
  })
  return totalDocs > 0
}

type Row = QueuedFile & { id: number | string; deletedOnce?: boolean | null; deliveryAttempts?: number | null }

async function attempt(payload: Payload, id: string): Promise<void> {
  const found = await payload.findByID({
    collection: FILE_DELETIONS,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!found) return
  const row: Row = { ...found, tag: found.tag ?? undefined }
  const update = (data: Record<string, unknown>) =>
    payload.update({
      collection: FILE_DELETIONS,
      id,
      data: { ...data, deliveryLeaseUntil: null, deliveryLeaseOwner: null },
      overrideAccess: true,
      depth: 0,
    })
  try {
    if (!(await heldAgain(payload, row))) {
      await deleteObject(row.bucket, row.key)
      if (!row.deletedOnce) {
        // Once more, an interval later: an upload the store was still finishing is deleted too.
        await update({
          deletedOnce: true,
          deliveryStatus: 'retrying',
          deliveryDueAt: new Date(Date.now() + retryMs()).toISOString(),
        })
        scheduleFileDeletions(payload, retryMs())
        return
      }
    }
    await payload.delete({ collection: FILE_DELETIONS, id, overrideAccess: true, depth: 0 })
    payload.logger.info({ bucket: row.bucket, key: row.key, tag: row.tag }, '[storage] a queued file deletion is done')
  } catch (error) {
    countStorageError(storeOf(row.fileCollection), 'delete')
    const attempts = (row.deliveryAttempts ?? 0) + 1
    const delay = backoffMs(attempts)
    await update({
      deliveryStatus: 'retrying',
      deliveryAttempts: attempts,
      lastDeliveryError: messageOf(error).slice(0, 500),
      deliveryDueAt: new Date(Date.now() + delay).toISOString(),
    })
    payload.logger.warn(
      { bucket: row.bucket, key: row.key, attempts, retryInMs: delay, error: messageOf(error) },
      '[storage] a queued file deletion failed again; retrying',
    )
    scheduleFileDeletions(payload, delay)
  }
}

async function runOnce(payload: Payload): Promise<void> {
  for (;;) {
    if (isDraining() || state.stopped) return
    const ids = await findDue(payload, FILE_DELETIONS, 25)
    if (ids.length === 0) return
    let claimedAny = false
    for (const id of ids) {
      if (isDraining() || state.stopped) return
      if (!(await claim(payload, FILE_DELETIONS, id))) continue
      claimedAny = true
      await attempt(payload, id)
    }
    if (!claimedAny) return
  }
}

function runQueue(payload: Payload): Promise<void> {
  if (state.running) {
    state.rerun = true
    return state.running
  }
  state.running = (async () => {
    try {
      do {
        state.rerun = false
        await runOnce(payload)
      } while (state.rerun && !isDraining() && !state.stopped)
    } catch (error) {
      payload.logger.error({ err: error }, '[storage] running the file deletion queue failed; trying again later')
    } finally {
      state.running = null
    }
  })()
  return state.running
}

/** The earliest request wins. */
export function scheduleFileDeletions(payload: Payload, delayMs = 0): void {
  if (state.stopped || env().storage.kind !== 's3') return
  const at = Date.now() + Math.max(0, delayMs)
  if (state.timer && at >= state.dueAt) return
  if (state.timer) clearTimeout(state.timer)
  state.dueAt = at
  state.timer = setTimeout(
    () => {
      state.timer = null
      state.dueAt = Number.POSITIVE_INFINITY
      void runQueue(payload)
    },
    Math.max(0, delayMs),
  )
  state.timer.unref?.()
}

/** With object storage only; polls every FILE_DELETION_RETRY_MS for rows another instance left. */
export async function startFileDeletions(payload: Payload): Promise<void> {
  if (env().storage.kind !== 's3') return
  state.stopped = false
  await releaseOwnLeases(payload, [FILE_DELETIONS])
  scheduleFileDeletions(payload, 0)
  if (!state.poll) {
    state.poll = setInterval(() => scheduleFileDeletions(payload, 0), retryMs())
    state.poll.unref?.()
  }
  onShutdown(async () => {
    stopFileDeletions()
    for (let run = state.running; run; run = state.running) await run
  })
}

/** For tests: every due row attempted once, here and now. */
export async function runFileDeletionsNow(payload: Payload): Promise<void> {
  for (let run = state.running; run; run = state.running) await run
  const stopped = state.stopped
  state.stopped = false
  try {
    await runQueue(payload)
  } finally {
    state.stopped = stopped
  }
}

/** Before destroying a Payload instance, as the tests do. */
export function stopFileDeletions(): void {
  state.stopped = true
  if (state.timer) clearTimeout(state.timer)
  if (state.poll) clearInterval(state.poll)
  state.timer = null
  state.poll = null
  state.dueAt = Number.POSITIVE_INFINITY
}
