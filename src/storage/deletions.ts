import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/config/env'
import { claim, findDue, releaseOwnLeases } from '@/leads/delivery/outbox'
import { queueRunner } from '@/lib/queue/runner'
import { countStorageError } from '@/operations/metrics/registry'
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

const isQueuedFile = (value: unknown): value is QueuedFile =>
  typeof value === 'object' &&
  value !== null &&
  'bucket' in value &&
  typeof value.bucket === 'string' &&
  'key' in value &&
  typeof value.key === 'string' &&
  'fileCollection' in value &&
  typeof value.fileCollection === 'string' &&
  'filename' in value &&
  typeof value.filename === 'string' &&
  (!('tag' in value) || value.tag === undefined || typeof value.tag === 'string')

/** The files a failed upload may have written, as noted in its request's context (plugins.ts). */
export const failedUploadsIn = (context: Record<string, unknown>): QueuedFile[] => {
  const noted = context[FAILED_UPLOADS]
  return Array.isArray(noted) ? noted.filter(isQueuedFile) : []
}

const isCollectionSlug = (payload: Payload, value: unknown): value is CollectionSlug =>
  typeof value === 'string' && Object.hasOwn(payload.collections, value)

/** The document a failed upload created, as noted in its request's context (plugins.ts). */
function failedCreateIn(
  payload: Payload,
  context: Record<string, unknown>,
): { collection: CollectionSlug; id: number | string } | undefined {
  const created = context[FAILED_CREATE]
  if (typeof created !== 'object' || created === null || !('collection' in created) || !('id' in created)) return
  const { collection, id } = created
  if (!isCollectionSlug(payload, collection) || (typeof id !== 'number' && typeof id !== 'string')) return
  return { collection, id }
}

/** FILE_DELETION_RETRY_MS: the first wait; then twice as long each time, up to six times it. Never given up. */
export function retryMs(): number {
  const ms = Number(process.env.FILE_DELETION_RETRY_MS)
  return Number.isFinite(ms) && ms >= 100 ? ms : 5_000
}

export const backoffMs = (failedAttempts: number): number =>
  Math.min(retryMs() * 6, retryMs() * 2 ** Math.max(0, failedAttempts - 1))

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error))

declare global {
  // The object store's client, one per process.
  var __northgridFileDeletionsClient: S3Client | undefined
}

function storeClient(): S3Client {
  const storage = env().storage
  if (storage.kind !== 's3') throw new Error('[storage] no object store is configured (S3_BUCKET)')
  return (globalThis.__northgridFileDeletionsClient ??= new S3Client(s3ClientConfig(storage)))
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
  const files = failedUploadsIn(context)
  const created = failedCreateIn(payload, context)
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
  const collection = isCollectionSlug(payload, row.fileCollection)
    ? payload.collections[row.fileCollection]?.config
    : undefined
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

const runner = queueRunner({
  key: '__northgridFileDeletions',
  name: '[storage]',
  pollMs: retryMs,
  enabled: () => env().storage.kind === 's3',
  sources: () => [
    {
      findDue: (payload, limit, now) => findDue(payload, FILE_DELETIONS, limit, now),
      claim: (payload, id, now) => claim(payload, FILE_DELETIONS, id, now),
      attempt: (payload, id) => attempt(payload, id),
    },
  ],
  releaseOwn: (payload) => releaseOwnLeases(payload, [FILE_DELETIONS]),
})

/** The earliest request wins. */
export const scheduleFileDeletions = (payload: Payload, delayMs = 0): void => runner.schedule(payload, delayMs)

/** With object storage only; polls every FILE_DELETION_RETRY_MS for rows another instance left. */
export const startFileDeletions = (payload: Payload): Promise<void> => runner.start(payload)

/** For tests: every due row attempted once, here and now. */
export const runFileDeletionsNow = (payload: Payload): Promise<void> => runner.runNow(payload)

/** Before destroying a Payload instance, as the tests do. */
export const stopFileDeletions = (): void => runner.stop()
