import type { CollectionConfig } from 'payload'

import { PASSKEYS_SLUG } from '@/staff/second-factor/state'

const nobody = () => false

/** Staff passkeys (WebAuthn credentials): read and written only by src/staff/second-factor/passkeys.ts. */
export const Passkeys: CollectionConfig = {
  slug: PASSKEYS_SLUG,
  admin: { hidden: true },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'credentialId', type: 'text', required: true, unique: true, index: true },
    { name: 'publicKey', type: 'text', required: true },
    // The authenticator's signature counter: an assertion must raise it, or the credential was cloned.
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'json' },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', maxLength: 80 },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
