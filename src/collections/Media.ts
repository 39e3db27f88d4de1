import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('media'),
  upload: {
    // Kept with the database under data/ (git-ignored). SVG is refused: it can carry script.
    staticDir: path.resolve(process.cwd(), 'data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, maxLength: 200 }],
}
