import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access'

/**
 * Files the object store could not delete when asked (src/storage/deletions.ts): kept here until it does.
 * The bookkeeping fields are named as the lead outbox's, so its claim (src/leads/delivery/outbox.ts) serves both.
 */
export const FileDeletions: CollectionConfig = {
  slug: 'fileDeletions',
  labels: { singular: 'File waiting to be deleted', plural: 'Files waiting to be deleted' },
  admin: {
    group: 'Settings',
    useAsTitle: 'key',
    defaultColumns: ['key', 'deliveryAttempts', 'lastDeliveryError', 'createdAt'],
    description:
      'Files the object store could not delete when their document went. They are deleted as soon as it answers again.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'bucket', type: 'text', required: true, maxLength: 63, admin: { readOnly: true } },
    { name: 'key', type: 'text', required: true, maxLength: 1024, admin: { readOnly: true } },
    // The upload collection and file name: a file a document holds again is never deleted.
    { name: 'fileCollection', type: 'text', required: true, maxLength: 60, admin: { readOnly: true } },
    { name: 'filename', type: 'text', required: true, maxLength: 1024, admin: { readOnly: true } },
    // What asked for it (a privacy erasure, the orphan sweep, a failed upload): that one completes when its files go.
    { name: 'tag', type: 'text', index: true, maxLength: 200, admin: { readOnly: true } },
    // Done once a delete succeeded twice, an interval apart: an upload the store finishes late is caught too.
    { name: 'deletedOnce', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      name: 'deliveryStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Retrying', value: 'retrying' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'deliveryAttempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lastDeliveryError', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'deliveryDueAt', type: 'date', index: true, admin: { hidden: true } },
    { name: 'deliveryLeaseUntil', type: 'date', admin: { hidden: true } },
    { name: 'deliveryLeaseOwner', type: 'text', maxLength: 200, admin: { hidden: true } },
  ],
}
