import type { GlobalConfig } from 'payload'

import { anyone, contentStaff } from '@/access'
import { expireOnSettingsChange } from '@/publish/changes'

/** Everything about the agency itself: components never hard-code any of it. */
export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: contentStaff },
  hooks: { afterChange: [expireOnSettingsChange] },
  fields: [
    { name: 'agencyName', type: 'text', required: true, maxLength: 80 },
    { name: 'tagline', type: 'text', maxLength: 200 },
    { name: 'phone', type: 'text', required: true, maxLength: 40 },
    { name: 'email', type: 'email', required: true },
    { name: 'careersEmail', type: 'email' },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true, maxLength: 160 },
        { name: 'city', type: 'text', required: true, maxLength: 80 },
        { name: 'region', type: 'text', required: true, maxLength: 40 },
        { name: 'postalCode', type: 'text', required: true, maxLength: 20 },
        { name: 'country', type: 'text', required: true, maxLength: 2 },
      ],
    },
    {
      name: 'locations',
      label: 'Other locations',
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'city', type: 'text', required: true, maxLength: 80 },
        { name: 'region', type: 'text', maxLength: 40 },
        { name: 'street', type: 'text', maxLength: 160 },
        { name: 'postalCode', type: 'text', maxLength: 20 },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    {
      name: 'social',
      type: 'group',
      fields: ['facebook', 'linkedin', 'github', 'behance', 'twitter'].map((name) => ({
        name,
        type: 'text' as const,
        maxLength: 300,
      })),
    },
    {
      name: 'callToAction',
      type: 'group',
      admin: { description: 'The closing band that leads visitors to the quote request.' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        { name: 'description', type: 'textarea', maxLength: 400 },
        { name: 'label', type: 'text', required: true, maxLength: 40 },
      ],
    },
    {
      name: 'priceGuide',
      label: 'Price guide',
      type: 'group',
      admin: {
        description:
          'What projects cost, shown beside the quote action on the pages marked "Show the price guide" (the services pages and the quote form).',
      },
      fields: [
        {
          name: 'sprintPrice',
          label: 'Sprint price',
          type: 'text',
          maxLength: 200,
          admin: { description: 'One sentence, e.g. "$9,500 for a two-week sprint with a team of four".' },
        },
        {
          name: 'ranges',
          label: 'Typical projects',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Project', plural: 'Projects' },
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 80 },
            {
              name: 'range',
              type: 'text',
              required: true,
              maxLength: 60,
              admin: { description: 'e.g. "$25,000 to $70,000".' },
            },
          ],
        },
        { name: 'note', type: 'textarea', maxLength: 300 },
      ],
    },
    {
      name: 'cookieNotice',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: {
        description:
          'The cookie notice: that cookies are used, that they can be managed in the browser settings, and that continued use means acceptance.',
      },
    },
    { name: 'copyrightHolder', type: 'text', required: true, maxLength: 120 },
    {
      name: 'awardBadges',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'issuer', type: 'text', required: true, maxLength: 120 },
        { name: 'year', type: 'number', required: true },
      ],
    },
  ],
}
