import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { anyone, contentStaff } from '@/access'
import { env } from '@/config/env'
import { changePathHooks } from '@/publish/changes'
import { keepFilesUntilRecordGoes, refuseDeletingUsedMedia } from '@/storage/usage'

/** What browsers and caches are told about a media file (its URL changes when its content does). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const WEBP = { format: 'webp', options: { quality: 75 } } as const

// Only a local folder: the object store's files are deleted after the record already (src/storage/plugins.ts).
const files = keepFilesUntilRecordGoes(() => (env().storage.kind === 'local' ? env().mediaDir : null))

const MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif']
export const ALLOWED_PICTURES = 'PNG, JPEG, WebP or AVIF'

/** Payload's own refusal reads "invalid: file"; staff are told which files are taken. */
const refuseOtherTypes: CollectionBeforeOperationHook = ({ args, req }) => {
  const type = req.file?.mimetype
  if (type && !MIME_TYPES.includes(type))
    throw new APIError(
      `This file (${type}) cannot be uploaded: pictures must be ${ALLOWED_PICTURES} files. SVG is refused too, as it can carry script.`,
      400,
      undefined,
      true,
    )
  return args
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    description: `Pictures: ${ALLOWED_PICTURES} files. A picture a page, post or case study (or a kept version of one) shows cannot be deleted.`,
  },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  // Pages and case studies keep a copy of the pictures they show: a replaced one expires them.
  hooks: changePathHooks('media', {
    beforeOperation: [refuseOtherTypes],
    // Refused first, before anything is touched; then the files wait for the record to go.
    beforeDelete: [refuseDeletingUsedMedia, files.setAside],
    afterDelete: [files.removeHeld],
    afterError: [files.putBack],
  }),
  upload: {
    // A folder every instance shares when there are several. SVG is refused: it can carry script.
    staticDir: env().mediaDir,
    mimeTypes: MIME_TYPES,
    focalPoint: true,
    // Pages ask next/image for the width they need, from the original (placed by its focal point); the one size made on
    // upload is the thumbnail of the CMS's lists. The columns of two sizes no page read (card, wide) stay until a
    // later migration drops them: an instance of the release before may still read them during a rolling upgrade.
    imageSizes: [{ name: 'thumbnail', width: 400, formatOptions: WEBP }],
    adminThumbnail: 'thumbnail',
    // A replaced file gets a new name and pages link each file with its version (MediaImage), so
    // browsers, the front and next/image may keep a file for a year without asking again.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the picture shows, for people who cannot see it.' },
    },
  ],
}
