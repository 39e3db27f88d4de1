import type { PageForm } from '@/content-model'
import { email, name, phone, type FormDef, type LeadKind } from './fields'
import { NEWSLETTER } from './newsletter'

// The pieces public pages' scripts need live in modules of their own, so that their scripts do not carry every form.
export type { FieldDef, FormDef, LeadKind } from './fields'
export { META_FIELDS } from './fields'
export { NEWSLETTER, NEWSLETTER_POPUP, NEWSLETTER_TEXT } from './newsletter'
export * from './application'

export const FORMS: Record<PageForm, FormDef> = {
  quote: {
    kind: 'quote',
    submitLabel: 'Send my request',
    fields: [
      name,
      email,
      phone,
      { name: 'company', label: 'Company', kind: 'text', maxLength: 160, autoComplete: 'organization' },
      {
        name: 'website',
        label: 'Current website',
        kind: 'url',
        maxLength: 300,
        autoComplete: 'url',
        hint: 'For example https://www.yourstore.com',
      },
      { name: 'services', label: 'Services you need', kind: 'checkboxes', maxLength: 120, optionsFrom: 'services' },
      {
        name: 'budget',
        label: 'Budget range',
        kind: 'select',
        maxLength: 40,
        // From the smallest project in the price guide (Site settings, content/settings.json: a $14,500 Shopify
        // launch), so no choice sits below any price we quote; src/forms/budget.test.ts holds the two together.
        options: ['$14,500 to $25,000', '$25,000 to $50,000', '$50,000 to $100,000', 'Over $100,000', 'Not sure yet'],
      },
      {
        name: 'timeline',
        label: 'Desired timeline',
        kind: 'select',
        maxLength: 40,
        options: [
          'As soon as possible',
          'Within 1 to 3 months',
          'Within 3 to 6 months',
          'Later than 6 months',
          'Flexible',
        ],
      },
      {
        name: 'details',
        label: 'Project details',
        kind: 'textarea',
        required: true,
        maxLength: 5000,
        hint: 'What do you want to build or change, and what would success look like?',
        missing: 'Tell us a little about the project: two or three lines are enough.',
      },
      {
        name: 'source',
        label: 'How did you hear about us?',
        kind: 'select',
        maxLength: 40,
        options: ['Search engine', 'Referral', 'Social media', 'Event or talk', 'Article or blog', 'Other'],
      },
    ],
  },
  contact: {
    kind: 'contact',
    submitLabel: 'Send message',
    fields: [
      name,
      email,
      phone,
      {
        name: 'message',
        label: 'Message',
        kind: 'textarea',
        required: true,
        maxLength: 5000,
        missing: 'Write your message: a line or two is enough.',
      },
    ],
  },
  survey: {
    kind: 'survey',
    submitLabel: 'Send my answers',
    fields: [
      {
        name: 'email',
        label: 'E-mail (to receive your summary)',
        kind: 'email',
        required: true,
        maxLength: 254,
        autoComplete: 'email',
        missing: 'Enter your e-mail address to receive your summary.',
      },
      { name: 'website', label: 'Your website', kind: 'url', required: true, maxLength: 300, autoComplete: 'url' },
      {
        name: 'platform',
        label: 'Which platform runs it?',
        kind: 'select',
        required: true,
        maxLength: 40,
        options: ['Shopify', 'Magento / Adobe Commerce', 'WooCommerce', 'BigCommerce', 'Custom build', 'Not sure'],
      },
      {
        name: 'satisfaction',
        label: 'How happy are you with it today?',
        kind: 'select',
        required: true,
        maxLength: 40,
        options: ['Very happy', 'Mostly happy', 'Neutral', 'Unhappy', 'Very unhappy'],
      },
      {
        name: 'challenges',
        label: 'Biggest challenges',
        kind: 'checkboxes',
        maxLength: 60,
        options: [
          'Slow pages',
          'Low conversion',
          'Hard to update',
          'Poor mobile experience',
          'Integrations',
          'Security worries',
        ],
      },
      { name: 'comments', label: 'Anything else we should know?', kind: 'textarea', maxLength: 3000 },
    ],
  },
  test: {
    kind: 'test',
    submitLabel: 'Call me back',
    fields: [
      name,
      { ...phone, required: true },
      {
        name: 'bestTime',
        label: 'Best time to call',
        kind: 'select',
        required: true,
        maxLength: 40,
        options: ['Morning (9 am to 12 pm ET)', 'Afternoon (12 to 5 pm ET)', 'Evening (5 to 7 pm ET)'],
      },
      { name: 'topic', label: 'What is it about?', kind: 'text', maxLength: 300 },
    ],
  },
}

export const PRIVACY_REQUEST_TYPES = { export: 'Send me a copy of my data', delete: 'Delete my data' } as const

export const PRIVACY: FormDef = {
  kind: 'privacy',
  submitLabel: 'Send the confirmation link',
  fields: [
    {
      name: 'email',
      label: 'Your e-mail address',
      kind: 'email',
      required: true,
      maxLength: 254,
      autoComplete: 'email',
      hint: 'We send a link to this address; nothing happens until you follow it.',
    },
    {
      name: 'requestType',
      label: 'What would you like?',
      kind: 'select',
      required: true,
      maxLength: 40,
      options: Object.values(PRIVACY_REQUEST_TYPES),
    },
  ],
}

export const LEAD_FORMS: Record<LeadKind, FormDef> = { ...FORMS, newsletter: NEWSLETTER, privacy: PRIVACY }

export const isLeadKind = (value: string): value is LeadKind => Object.hasOwn(LEAD_FORMS, value)

export const APPLICATION_PAGES = ['internship'] as const

export const APPLICATION_STAGES = [
  { label: 'New', value: 'new' },
  { label: 'Reviewing', value: 'reviewing' },
  { label: 'Interview', value: 'interview' },
  { label: 'Offer', value: 'offer' },
  { label: 'Rejected', value: 'rejected' },
] as const
