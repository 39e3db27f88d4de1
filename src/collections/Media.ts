import type { CollectionConfig } from 'payload'

import { anyone, contentStaff } from '@/access'
import { env } from '@/config/env'

const WEBP = { format: 'webp', options: { quality: 75 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  upload: {
    // A folder every instance shares when there are several. SVG is refused: it can carry script.
    staticDir: env().mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    // Pages ask next/image for the width they need, from the original.
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: WEBP },
      { name: 'card', width: 768, height: 480, position: 'centre', formatOptions: WEBP },
      { name: 'wide', width: 1600, withoutEnlargement: true, formatOptions: WEBP },
    ],
    adminThumbnail: 'thumbnail',
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
