import type { CollectionConfig } from 'payload'

import { anyone, contentStaff } from '@/access'
import { changePathHooks } from '@/publish/changes'
import { PAGE_CONTENT_TYPES } from '@/content-model'
import { htmlField } from './fields'

/** SPEC.md section 3. */
export const PageContents: CollectionConfig = {
  slug: 'pageContents',
  labels: { singular: 'Page content', plural: 'Page contents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'id', 'order'], group: 'Content' },
  access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
  defaultSort: 'order',
  hooks: changePathHooks('pageContents'),
  graphQL: { singularName: 'PageContent', pluralName: 'PageContents' },
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      admin: { description: 'A stable key, e.g. "work-sprints".' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case letters, digits and "-".',
    },
    { name: 'title', type: 'text', maxLength: 200 },
    {
      name: 'type',
      type: 'select',
      options: PAGE_CONTENT_TYPES.map((t) => ({ label: t, value: t })),
      admin: { description: 'Which section shows this item. Empty: a block of text.' },
    },
    {
      name: 'slug',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Link target: a page slug, or for reviews the external review URL.' },
    },
    htmlField('shortDescription', 'Short description'),
    htmlField('description', 'Description'),
    { name: 'promoteToHome', type: 'checkbox', defaultValue: false },
    { name: 'order', type: 'number', defaultValue: 0 },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    { name: 'thumbnailUrl', type: 'text', maxLength: 500 },
    { name: 'thumbnailAlt', type: 'text', maxLength: 300 },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'imageUrl', type: 'text', hasMany: true, maxLength: 500 },
    {
      name: 'pageContentRef',
      type: 'array',
      maxRows: 24,
      fields: [
        { name: 'imageUrl', type: 'text', maxLength: 500 },
        { name: 'imageAlt', type: 'text', maxLength: 300 },
        { name: 'imageTitle', type: 'text', maxLength: 200 },
        { name: 'thumbnailUrl', type: 'text', maxLength: 500 },
        { name: 'thumbnailAlt', type: 'text', maxLength: 300 },
        { name: 'thumbnailTitle', type: 'text', maxLength: 200 },
      ],
    },
  ],
}
