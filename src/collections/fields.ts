import type { Field, TextField } from 'payload'
import { textarea } from 'payload/shared'

import { markerProblem } from '@/lib/body-pictures'
import { hasPicture } from '@/lib/html'

/** Said under a slug that breaks the rule: the rule itself, with an example. */
export const SLUG_RULE =
  'Not a valid address part: use lower-case letters and digits, with "-" or "_" between them (e.g. "ecommerce-development"); no spaces, capitals or accents.'

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
      typeof value === 'string' && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value) ? true : SLUG_RULE,
    ...overrides,
    // Spreading a Partial<TextField> widens hasMany to boolean; the overrides come from TextField itself.
  }) as TextField

const TAGS_KEPT = 'p, h2, h3, ul, ol, li, strong, em, a, blockquote'

/** The list of uploads a body's "[picture N]" markers place (src/lib/body-pictures.ts). */
export const BODY_PICTURES = { name: 'bodyPictures', label: 'Pictures in the body' } as const

/** Said when a body holds a picture: shown under the field until it is taken out. */
export const BODY_PICTURE_REFUSED = `Pictures cannot go in the body as <img>: it would not be shown. Add the picture under "${BODY_PICTURES.label}" and write [picture 1] on a line of its own where it goes (or use "Cover"), then take the <img> out.`

/**
 * Sanitized when rendered. With `pictures: 'placed'` a body holding a picture tag is refused with a word rather than
 * shown without it (a picture in HTML text would bypass the site's image sizes and the media deletion guard); its
 * pictures come from the sibling list BODY_PICTURES, placed by "[picture N]" markers that must each name one.
 */
export const htmlField = (name: string, label?: string, { pictures }: { pictures?: 'placed' } = {}): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: 60000,
  admin: {
    description:
      pictures === 'placed'
        ? `Plain text or simple HTML (${TAGS_KEPT}); anything else is removed when shown. A picture goes under "${BODY_PICTURES.label}" below: write [picture 1] on a line of its own where the first goes (one not placed follows the text).`
        : `Plain text or simple HTML (${TAGS_KEPT}). Anything else is removed when shown.`,
  },
  ...(pictures === 'placed'
    ? {
        validate: (value: string | null | undefined, options: Parameters<typeof textarea>[1]) => {
          if (hasPicture(value)) return BODY_PICTURE_REFUSED
          const placed = (options.siblingData as Record<string, unknown> | undefined)?.[BODY_PICTURES.name]
          return markerProblem(value, Array.isArray(placed) ? placed.length : 0) ?? textarea(value, options)
        },
      }
    : {}),
})

/** The pictures a body places (see htmlField's `pictures: 'placed'`), each with the caption shown under it. */
export const bodyPicturesField = (): Field => ({
  ...BODY_PICTURES,
  type: 'array',
  maxRows: 20,
  labels: { singular: 'Picture', plural: 'Pictures' },
  admin: {
    description:
      "Shown in the body where it says [picture 1], [picture 2]... (in this order); any not placed follow the text. Its text for people who cannot see it is the picture's own (edited in Media).",
    initCollapsed: false,
  },
  fields: [
    { name: 'picture', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 300, admin: { description: 'Optional: shown under the picture.' } },
  ],
})
