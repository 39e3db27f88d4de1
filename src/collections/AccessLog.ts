import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access'
import { ACCESS_ACTIONS, ACCESS_ACTORS, ACCESS_LOG } from '@/staff/access-log'

/**
 * Who read which visitor's data: written only by the server (src/staff/access-log.ts), read by admins, changed by
 * nobody. No role may create, update or delete an entry through REST, GraphQL or /build; only the retention job
 * (src/staff/retention.ts) removes entries past their period, with overrideAccess.
 */
export const AccessLog: CollectionConfig = {
  slug: ACCESS_LOG,
  labels: { singular: 'Access record', plural: 'Access records' },
  admin: {
    group: 'Staff',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actorEmail', 'action', 'resource', 'documentId', 'client'],
    listSearchableFields: ['actorEmail', 'documentId', 'detail', 'client'],
    description:
      'Every opening of a lead or application, every CV download and every export, by staff or by the system. Nobody can change or delete an entry; they are removed when their retention period ends.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    {
      name: 'actorKind',
      label: 'By',
      type: 'select',
      required: true,
      index: true,
      options: [...ACCESS_ACTORS],
      admin: { readOnly: true },
    },
    {
      name: 'actor',
      label: 'Staff account',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
    },
    // Kept as text too: the record outlives the account.
    { name: 'actorEmail', label: 'Staff e-mail', type: 'text', maxLength: 254, index: true, admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: [...ACCESS_ACTIONS],
      admin: { readOnly: true },
    },
    {
      name: 'resource',
      label: 'Collection',
      type: 'text',
      required: true,
      maxLength: 60,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'documentId', label: 'Document', type: 'text', maxLength: 100, index: true, admin: { readOnly: true } },
    { name: 'detail', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'client', label: 'Client address', type: 'text', maxLength: 100, admin: { readOnly: true } },
    { name: 'userAgent', label: 'Browser', type: 'text', maxLength: 300, admin: { readOnly: true } },
  ],
}
