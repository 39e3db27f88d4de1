import type { Field, TextField } from 'payload'

import { slugify } from '@/lib/slug'

/** Said under a slug that breaks the rule: the rule itself, with an example. */
export const SLUG_RULE =
  'Not a valid address part: use lower-case letters and digits, with "-" or "_" between them (e.g. "ecommerce-development"); no spaces, capitals or accents.'

/**
 * The slug, proposed from the field `from` (the title; a page's menu name): filled in the form as that is typed
 * (src/components/admin/SlugFromTitle.tsx), and on the server when a document is saved without one, so a title
 * such as "Review Draft sr0300" gives "review-draft-sr0300", which passes the rule.
 */
export const slugField = ({ from = 'title', ...overrides }: Partial<TextField> & { from?: string } = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 120,
    admin: {
      position: 'sidebar',
      description: `Part of the address, filled from the ${from === 'title' ? 'title' : 'name'} while empty: lower-case letters and digits, "-" or "_" between them, e.g. "ecommerce-development".`,
      components: { Field: { path: '@/components/admin/SlugFromTitle#SlugFromTitle', clientProps: { from } } },
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData, operation }): unknown => {
          const sent: unknown = value
          if (typeof sent === 'string' && sent.trim()) return sent
          // An update that does not send the slug keeps the stored one, whatever its title becomes.
          if (sent === undefined && operation !== 'create') return sent
          const source: unknown = siblingData?.[from]
          return typeof source === 'string' && slugify(source) ? slugify(source) : sent
        },
      ],
    },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value) ? true : SLUG_RULE,
    ...overrides,
    // Spreading a Partial<TextField> widens hasMany to boolean; the overrides come from TextField itself.
  }) as TextField

const TAGS_KEPT = 'p, h2, h3, ul, ol, li, strong, em, a, blockquote'

/** Sanitized when rendered. */
export const htmlField = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: 60000,
  admin: { description: `Plain text or simple HTML (${TAGS_KEPT}). Anything else is removed when shown.` },
})
