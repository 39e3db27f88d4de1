import type { PageForm } from '@/content-model'

/** Declared once: the renderer (src/sections/Form) and the server-side validation (schema.ts) are built from it. */
export type FieldDef = {
  name: string
  label: string
  kind: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkboxes'
  required?: boolean
  maxLength: number
  autoComplete?: string
  options?: readonly string[]
  /** Options come from content (the Services items) rather than from this file. */
  optionsFrom?: 'services'
  hint?: string
}

export type LeadKind = PageForm | 'newsletter' | 'privacy'

export type FormDef = { kind: LeadKind | 'application'; submitLabel: string; fields: FieldDef[] }

const name: FieldDef = {
  name: 'name',
  label: 'Your name',
  kind: 'text',
  required: true,
  maxLength: 120,
  autoComplete: 'name',
}
const email: FieldDef = {
  name: 'email',
  label: 'E-mail',
  kind: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
}
const phone: FieldDef = { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40, autoComplete: 'tel' }

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
        options: [
          'Under $10,000',
          '$10,000 to $25,000',
          '$25,000 to $50,000',
          '$50,000 to $100,000',
          'Over $100,000',
          'Not sure yet',
        ],
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
      { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: 5000 },
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

/** SPEC.md sections 4, 5 and 9. */
export const NEWSLETTER: FormDef = {
  kind: 'newsletter',
  submitLabel: 'Subscribe',
  fields: [
    { name: 'email', label: 'E-mail address', kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  ],
}

export const NEWSLETTER_TEXT = {
  title: 'Learn about our technology insights',
  placeholder: 'Please enter your email address.',
  confirmation: "You're in now! Be ready to become even more tech-savvy.",
  /** Double opt-in: the address counts only once the link in the e-mail is followed. */
  confirmHint: 'To finish, follow the link we have sent to your inbox.',
} as const

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

/**
 * The honeypot's name matches no autofill token or heuristic (name, nick, mail, phone, url...), so no browser fills
 * it for a person.
 */
export const META_FIELDS = {
  page: 'page',
  honeypot: 'hp_trap_ng',
  renderedAt: 'renderedAt',
  captcha: 'g-recaptcha-response',
} as const

/** Its type is decided by its content (src/careers/cv.ts). */
export type FileFieldDef = { name: string; label: string; hint: string; maxBytes: number; accept: string }

/** It has a file, so it posts multipart data to a route of its own (/api/forms/application). */
export const APPLICATION: FormDef & { file: FileFieldDef } = {
  kind: 'application',
  submitLabel: 'Send my application',
  fields: [
    name,
    email,
    phone,
    {
      name: 'link',
      label: 'LinkedIn or portfolio',
      kind: 'url',
      maxLength: 300,
      autoComplete: 'url',
      hint: 'For example https://www.linkedin.com/in/yourname',
    },
    {
      name: 'coverNote',
      label: 'Cover note',
      kind: 'textarea',
      required: true,
      maxLength: 3000,
      hint: 'A few lines on a project you are proud of and what you did on it.',
    },
  ],
  file: {
    name: 'cv',
    label: 'Your CV',
    hint: 'PDF, DOC or DOCX, at most 10 MB.',
    maxBytes: 10 * 1024 * 1024,
    accept:
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
}

/** A job that asks for a portfolio (Jobs.requiresPortfolio): the browser and the server both read it from here. */
export const APPLICATION_WITH_PORTFOLIO: typeof APPLICATION = {
  ...APPLICATION,
  fields: APPLICATION.fields.map((f) =>
    f.name === 'link'
      ? {
          ...f,
          label: 'Portfolio link',
          required: true,
          hint: 'Your portfolio or case studies, for example https://www.behance.net/yourname',
        }
      : f,
  ),
}

export const applicationForm = (requiresPortfolio: boolean) =>
  requiresPortfolio ? APPLICATION_WITH_PORTFOLIO : APPLICATION

export const APPLICATION_SUCCESS =
  'Thank you. Your application is in. We have e-mailed you a confirmation, and we reply to every application within five business days.'

export const APPLICATION_TARGET_FIELD = 'position'

export const APPLICATION_PAGES = ['internship'] as const

export const APPLICATION_STAGES = [
  { label: 'New', value: 'new' },
  { label: 'Reviewing', value: 'reviewing' },
  { label: 'Interview', value: 'interview' },
  { label: 'Offer', value: 'offer' },
  { label: 'Rejected', value: 'rejected' },
] as const
