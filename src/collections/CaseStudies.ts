import type { CollectionConfig } from 'payload'

import { contentStaff, publishedOrStaff } from '@/access'
import { DRAFTS_WITH_AUTOSAVE, previewUrl } from '@/lib/preview-paths'
import { changePathHooks } from '@/publish/changes'
import { holdUntilPublishedAt, schedulePublishedAt } from '@/publish/schedule'
import { htmlField, slugField } from './fields'

export const CaseStudies: CollectionConfig = {
  slug: 'caseStudies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'industry', 'publishedAt', '_status'],
    group: 'Content',
    preview: (doc) => previewUrl('caseStudies', typeof doc?.slug === 'string' ? doc.slug : ''),
  },
  access: { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: contentStaff },
  versions: DRAFTS_WITH_AUTOSAVE,
  defaultSort: '-publishedAt',
  hooks: changePathHooks('caseStudies', { beforeChange: [holdUntilPublishedAt], afterChange: [schedulePublishedAt] }),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    // The figures are what a case study is read for: right under the title, in the form's first screen, each on a row.
    {
      name: 'results',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Result', plural: 'Results' },
      admin: { description: 'The figures shown at the top of the case study, e.g. "+38%" and "online revenue".' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 20, admin: { width: '30%' } },
            { name: 'label', type: 'text', required: true, maxLength: 120, admin: { width: '70%' } },
          ],
        },
      ],
    },
    {
      name: 'client',
      type: 'relationship',
      relationTo: 'pageContents',
      required: true,
      filterOptions: { type: { equals: 'Clients' } },
    },
    { name: 'industry', type: 'text', required: true, maxLength: 120 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'thumbnail',
      label: 'Cover',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The cover: on every card and in the first screen of the case study.' },
    },
    {
      name: 'images',
      label: 'Gallery',
      type: 'array',
      maxRows: 12,
      admin: {
        description: 'The delivered work: a desktop view, a phone view and a detail at least, each with a caption.',
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', required: true, maxLength: 200 },
      ],
    },
    htmlField('challenge', 'Challenge'),
    htmlField('solution', 'Solution'),
    { name: 'services', type: 'text', hasMany: true, maxLength: 80 },
    { name: 'technologies', type: 'text', hasMany: true, maxLength: 80 },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', maxLength: 1000 },
        { name: 'name', type: 'text', maxLength: 120 },
        { name: 'role', type: 'text', maxLength: 120 },
      ],
    },
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
