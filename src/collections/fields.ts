import type { Field, TextField } from 'payload'

export const slugField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 120,
    admin: {
      position: 'sidebar',
      description:
        'Part of the address: lower-case letters and digits, "-" or "_" between them, e.g. "ecommerce-development".',
    },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value)
        ? true
        : 'Not a valid address part: use lower-case letters and digits, with "-" or "_" between them (e.g. "ecommerce-development"); no spaces, capitals or accents.',
    ...overrides,
    // Spreading a Partial<TextField> widens hasMany to boolean; the overrides come from TextField itself.
  }) as TextField

/** Sanitized when rendered. */
export const htmlField = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: 60000,
  admin: {
    description:
      'Plain text or simple HTML (p, h2, h3, ul, ol, li, strong, em, a, blockquote). Anything else is removed when shown.',
  },
})
