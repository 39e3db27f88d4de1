import type { Field, TextField } from 'payload'
import { textarea } from 'payload/shared'

import { hasPicture } from '@/lib/html'

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

const TAGS_KEPT = 'p, h2, h3, ul, ol, li, strong, em, a, blockquote'

/** Said when a body holds a picture: shown under the field until it is taken out. */
export const BODY_PICTURE_REFUSED =
  'Pictures cannot go in the body: an <img> here would not be shown. Put the picture in "Cover" (from Media), and take the <img> out of the body.'

/**
 * Sanitized when rendered. With `pictures: 'refused'` a body holding a picture is refused with a word rather than
 * shown without it: a picture in HTML text would bypass the site's image sizes and the media deletion guard.
 */
export const htmlField = (name: string, label?: string, { pictures }: { pictures?: 'refused' } = {}): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: 60000,
  admin: {
    description:
      pictures === 'refused'
        ? `Plain text or simple HTML (${TAGS_KEPT}). Anything else is removed when shown; a picture (<img>) is refused: use "Cover".`
        : `Plain text or simple HTML (${TAGS_KEPT}). Anything else is removed when shown.`,
  },
  ...(pictures === 'refused'
    ? {
        validate: (value: string | null | undefined, options: Parameters<typeof textarea>[1]) =>
          hasPicture(value) ? BODY_PICTURE_REFUSED : textarea(value, options),
      }
    : {}),
})
