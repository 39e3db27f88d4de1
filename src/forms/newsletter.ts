import type { FormDef } from './fields'

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
