import type { CollectionConfig, TextField } from 'payload'

import { contentStaff, publishedOrStaff } from '@/access'
import { changePathHooks } from '@/publish/changes'
import { scheduleClosing } from '@/publish/schedule'
import { DRAFTS_WITH_AUTOSAVE, previewUrl } from '@/lib/preview-paths'
import { EMPLOYMENT_TYPES, WORKPLACES } from '@/content-model'
import { htmlField, slugField } from './fields'

const list = (name: string, required = false): TextField => ({
  name,
  type: 'text',
  hasMany: true,
  maxLength: 300,
  required,
  minRows: required ? 1 : undefined,
})

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'employmentType', 'validThrough', '_status'],
    group: 'Content',
    preview: (doc) => previewUrl('jobs', typeof doc?.slug === 'string' ? doc.slug : ''),
  },
  access: { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: contentStaff },
  versions: DRAFTS_WITH_AUTOSAVE,
  defaultSort: 'title',
  hooks: changePathHooks('jobs', { afterChange: [scheduleClosing] }),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField(),
    { name: 'department', type: 'text', required: true, maxLength: 80 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 600 },
    htmlField('description', 'Description'),
    list('responsibilities', true),
    list('requirements', true),
    list('niceToHave'),
    list('benefits', true),
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'city', type: 'text', required: true, maxLength: 80 },
        { name: 'region', type: 'text', required: true, maxLength: 40 },
        { name: 'country', type: 'text', required: true, maxLength: 2 },
        { name: 'workplace', type: 'select', required: true, options: [...WORKPLACES] },
      ],
    },
    {
      name: 'requiresPortfolio',
      type: 'checkbox',
      defaultValue: false,
      label: 'Applicants must send a portfolio link',
      admin: { position: 'sidebar', description: 'For design roles: the Apply form then requires a portfolio link.' },
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      options: [...EMPLOYMENT_TYPES],
      admin: { position: 'sidebar' },
    },
    { name: 'salaryMin', type: 'number', min: 0, admin: { position: 'sidebar' } },
    { name: 'salaryMax', type: 'number', min: 0, admin: { position: 'sidebar' } },
    { name: 'datePosted', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'validThrough', type: 'date', required: true, admin: { position: 'sidebar' } },
  ],
}
