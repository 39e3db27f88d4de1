import type { CollectionConfig } from 'payload'

import { contentStaff, publishedOrStaff } from '@/access'
import { DRAFTS_WITH_AUTOSAVE, previewUrl } from '@/lib/preview-paths'
import { changePathHooks } from '@/publish/changes'
import { holdUntilPublishedAt, schedulePublishedAt } from '@/publish/schedule'
import { slugField } from './fields'
import { bodyPicturesField, postBodyField } from './post-body'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    group: 'Content',
    preview: (doc) => previewUrl('posts', typeof doc?.slug === 'string' ? doc.slug : ''),
  },
  access: { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: contentStaff },
  versions: DRAFTS_WITH_AUTOSAVE,
  defaultSort: '-publishedAt',
  hooks: changePathHooks('posts', { beforeChange: [holdUntilPublishedAt], afterChange: [schedulePublishedAt] }),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'cover',
      label: 'Cover',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          "Optional: the picture at the top of the post and on its card. Its text for people who cannot see it is the picture's own (edited in Media).",
      },
    },
    postBodyField(),
    bodyPicturesField(),
    { name: 'authorName', type: 'text', required: true, maxLength: 120 },
    { name: 'authorRole', type: 'text', maxLength: 120 },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      // A new post is dated the moment it is started, as a blog editor expects; the date can be changed.
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    { name: 'category', type: 'text', required: true, maxLength: 60, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, maxLength: 60 },
    { name: 'promoteToHome', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
