import {
  buildStoragePathData,
  buildUploadStoragePathData,
  sanitizePrefix,
} from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterErrorHook,
  type CollectionConfig,
  type Plugin,
  type TypeWithID,
} from 'payload'

import type { Storage } from '@/config/env'
import {
  DELETION_TAG,
  FAILED_CREATE,
  FAILED_UPLOADS,
  FAILED_UPLOAD_TAG,
  STORE_DOWN,
  deleteObject,
  failedUploadsIn,
  queueFileDeletion,
  storeOf,
  undoFailedUpload,
  type QueuedFile,
} from './deletions'
import { countStorageError } from '@/operations/metrics/registry'
import { s3ClientConfig } from './s3'

/** What staff read in /build when an upload fails because of the store (rather than Payload's bare 500). */
export const STORE_UNAVAILABLE_STAFF =
  'The file store is not answering just now, so the file was not saved and nothing was changed. Please try again in a few minutes.'

type UploadDoc = {
  id?: number | string
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}
/** A document of an upload collection, as Payload hands it to the collection's hooks. */
type UploadRow = UploadDoc & TypeWithID

const filenamesOf = (doc: UploadDoc): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter(
    (f): f is string => typeof f === 'string' && f.length > 0,
  )

// The plugin's own rule (buildPrefixWithObjectKey, not exported): the document's folder and its object key.
const folderOf = (doc: UploadDoc) =>
  [sanitizePrefix(doc.prefix ?? ''), sanitizePrefix(doc._objectKey ?? '')].filter(Boolean).join('/')

/**
 * Takes the place of the cloud-storage plugin's delete hook, which only logs a failure: a file the store does not
 * delete is queued, in the deletion's transaction, and deleted when it answers (deletions.ts). After one failure in
 * a request the others are queued straight away, so deleting many documents during an outage is not many waits.
 */
function deleteOrQueue(bucket: string, collectionPrefix: string): CollectionAfterDeleteHook<UploadRow> {
  return async ({ collection, doc, req }) => {
    const upload: UploadDoc = { ...doc }
    const tag = typeof req.context[DELETION_TAG] === 'string' ? req.context[DELETION_TAG] : undefined
    for (const filename of filenamesOf(upload)) {
      const { storageFilePath: key } = buildStoragePathData({ collectionPrefix, docPrefix: folderOf(upload), filename })
      const file: QueuedFile = { bucket, key, fileCollection: collection.slug, filename, tag }
      if (req.context[STORE_DOWN]) {
        await queueFileDeletion(req.payload, file, { error: req.context[STORE_DOWN], attempted: false }, req)
        continue
      }
      try {
        await deleteObject(bucket, key)
      } catch (error) {
        countStorageError(storeOf(collection.slug), 'delete')
        req.context[STORE_DOWN] = error instanceof Error ? error.message : String(error)
        await queueFileDeletion(req.payload, file, { error, attempted: true }, req)
      }
    }
    return doc
  }
}

/** The plugin's upload hook, whose failure becomes a clear 503; the keys it may have written are noted for deletion. */
function explainUploadFailure(
  hook: CollectionAfterChangeHook,
  bucket: string,
  collectionPrefix: string,
): CollectionAfterChangeHook<UploadRow> {
  return async (args) => {
    try {
      const result: unknown = await hook(args)
      return result
    } catch (error) {
      const { collection, req } = args
      const doc: UploadDoc = args.doc
      countStorageError(storeOf(collection.slug), 'write')
      args.req.payload.logger.error(
        { err: error, collection: collection.slug },
        '[storage] an upload to the object store failed',
      )
      if (req.file) {
        const upload = doc
        const written: QueuedFile[] = filenamesOf(upload).map((filename) => ({
          bucket,
          key: buildUploadStoragePathData({ collectionPrefix, docPrefix: folderOf(upload), filename }).storageFilePath,
          fileCollection: collection.slug,
          filename,
          tag: FAILED_UPLOAD_TAG,
        }))
        req.context[FAILED_UPLOADS] = [...failedUploadsIn(req.context), ...written]
        if (args.operation === 'create') req.context[FAILED_CREATE] = { collection: collection.slug, id: doc.id }
      }
      throw new APIError(STORE_UNAVAILABLE_STAFF, 503, undefined, true)
    }
  }
}

/** Through the REST API (staff in /build), once the failed operation's transaction is over. */
const queueAfterError: CollectionAfterErrorHook = async ({ req }) => {
  await undoFailedUpload(req.payload, req.context).catch((error: unknown) =>
    req.payload.logger.error({ err: error }, '[storage] could not queue the deletion of a failed upload'),
  )
}

/**
 * Wraps s3Storage for one collection: the hooks it adds (one afterChange that uploads, one afterDelete that deletes)
 * are replaced by the ones above. It fails at start if the plugin adds others, so an upgrade that changes them is seen.
 */
function withQueuedDeletes(plugin: Plugin, slug: string, bucket: string, prefix: string): Plugin {
  return async (incoming) => {
    const before = incoming.collections?.find((c) => c.slug === slug)?.hooks
    const config = await plugin(incoming)
    config.collections = (config.collections ?? []).map((collection): CollectionConfig => {
      if (collection.slug !== slug) return collection
      const hooks = collection.hooks ?? {}
      const changes = hooks.afterChange ?? []
      const deletes = hooks.afterDelete ?? []
      const [changeCount, deleteCount] = [before?.afterChange?.length ?? 0, before?.afterDelete?.length ?? 0]
      if (changes.length !== changeCount + 1 || deletes.length !== deleteCount + 1)
        throw new Error(`[storage] @payloadcms/storage-s3 no longer adds one upload and one delete hook to ${slug}`)
      return {
        ...collection,
        hooks: {
          ...hooks,
          afterChange: [...changes.slice(0, -1), explainUploadFailure(changes[changes.length - 1], bucket, prefix)],
          afterDelete: [...deletes.slice(0, -1), deleteOrQueue(bucket, prefix)],
          afterError: [...(hooks.afterError ?? []), queueAfterError],
        },
      }
    })
    return config
  }
}

/**
 * Uploads on object storage when S3_BUCKET is set, through Payload's own adapter; otherwise the
 * collections keep their local folders (MEDIA_DIR, CV_DIR). The adapter's fields (`prefix`,
 * `_objectKey`) are in the schema either way (alwaysInsertFields), so switching needs no migration.
 *
 * - Media: served by the app at /api/media/file/{name} (next/image and every size read it there),
 *   or, with S3_MEDIA_PUBLIC_URL, straight from that public address (a CDN or a public-read prefix).
 * - CVs: never public. Objects are written private; a download is always /api/cvs/file/{name},
 *   which Payload answers only when the collection's read access allows (src/access: cvReaders).
 */
export function storagePlugins(storage: Storage): Plugin[] {
  if (storage.kind === 'local') {
    const collections = { media: { prefix: storage.media.prefix }, cvs: { prefix: storage.cvs.prefix } }
    return [s3Storage({ enabled: false, alwaysInsertFields: true, bucket: 'unused', config: {}, collections })]
  }
  const config = s3ClientConfig(storage)
  const publicUrl = storage.media.publicUrl
  const media = s3Storage({
    bucket: storage.media.bucket,
    clientCacheKey: `media:${storage.media.bucket}`,
    config,
    alwaysInsertFields: true,
    collections: {
      media: {
        prefix: storage.media.prefix,
        ...(publicUrl
          ? {
              disablePayloadAccessControl: true,
              generateFileURL: ({ filename, prefix }) =>
                `${publicUrl}/${prefix ? `${prefix}/` : ''}${encodeURIComponent(filename)}`,
            }
          : {}),
      },
    },
  })
  const cvs = s3Storage({
    bucket: storage.cvs.bucket,
    clientCacheKey: `cvs:${storage.cvs.bucket}`,
    config,
    acl: 'private',
    alwaysInsertFields: true,
    collections: { cvs: { prefix: storage.cvs.prefix } },
  })
  return [
    withQueuedDeletes(media, 'media', storage.media.bucket, storage.media.prefix),
    withQueuedDeletes(cvs, 'cvs', storage.cvs.bucket, storage.cvs.prefix),
  ]
}
