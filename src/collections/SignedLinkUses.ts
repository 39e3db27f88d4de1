import type { CollectionConfig } from 'payload'

/** The unique index makes a second use of a signed link fail. */
export const SignedLinkUses: CollectionConfig = {
  slug: 'signedLinkUses',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'linkId', type: 'text', required: true, unique: true, index: true, maxLength: 200 },
    { name: 'purpose', type: 'text', required: true, maxLength: 40 },
  ],
}
