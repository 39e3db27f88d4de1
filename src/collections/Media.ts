import type { CollectionConfig } from 'payload'

import { anyone, contentStaff } from '@/access'
import { env } from '@/config/env'
import { revalidateCollection } from '@/hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  hooks: revalidateCollection('media'),
  upload: {
    // MEDIA_DIR, by default data/media beside the SQLite file (git-ignored); with several
    // instances, a folder every instance reads and writes (a shared volume). SVG is refused:
    // it can carry script.
    staticDir: env().mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, maxLength: 200 }],
}
