import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Storage } from '@/config/env'
import { s3ClientConfig } from './s3'

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
  return [media, cvs]
}
