import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access'

/**
 * Purges of the shared cache in front (a CDN, Varnish) not yet done (src/publish/edge/queue.ts): one row per change,
 * kept until purged twice. The bookkeeping fields are named as the lead outbox's, so its claim
 * (src/leads/delivery/outbox.ts) serves this queue too.
 */
export const EdgePurges: CollectionConfig = {
  slug: 'edgePurges',
  labels: { singular: 'CDN purge waiting', plural: 'CDN purges waiting' },
  admin: {
    group: 'Settings',
    defaultColumns: ['purger', 'tags', 'deliveryAttempts', 'lastDeliveryError', 'createdAt'],
    description: 'Changes the CDN has not been told of yet. Each is sent, and retried, until the CDN takes it.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    // The change's cache tags, as the change path computed them (src/publish/changes.ts).
    { name: 'tags', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'purger', type: 'text', maxLength: 40, admin: { readOnly: true } },
    // Purged once; purged again once every instance has applied the expiry, then deleted.
    { name: 'purgedOnce', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
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
