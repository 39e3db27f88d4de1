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
  /** What a visitor reads when a required field is left empty; each kind has its own otherwise (messages.ts). */
  missing?: string
  /** Options come from content (the Services items) rather than from this file. */
  optionsFrom?: 'services'
  hint?: string
}

export type LeadKind = PageForm | 'newsletter' | 'privacy'

export type FormDef = { kind: LeadKind | 'application'; submitLabel: string; fields: FieldDef[] }

/**
 * The honeypot's name matches no autofill token or heuristic (name, nick, mail, phone, url...), so no browser fills
 * it for a person.
 */
export const META_FIELDS = {
  page: 'page',
  honeypot: 'hp_trap_ng',
  renderedAt: 'renderedAt',
  captcha: 'g-recaptcha-response',
  /** Where the visit began (components/forms/origin.ts), sent by script only and only with consent. */
  origin: 'origin',
} as const

export const name: FieldDef = {
  name: 'name',
  label: 'Your name',
  kind: 'text',
  required: true,
  maxLength: 120,
  autoComplete: 'name',
  missing: 'Tell us your name.',
}
export const email: FieldDef = {
  name: 'email',
  label: 'E-mail',
  kind: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
  missing: 'Enter your e-mail address, so we can reply.',
}
export const phone: FieldDef = { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40, autoComplete: 'tel' }
