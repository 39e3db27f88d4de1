import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access'
import { RETENTION_COUNTS, RETENTION_RUNS } from '@/staff/retention-kinds'

/**
 * One row per retention pass (src/staff/retention.ts): what it deleted, as counts only. The unique `slot` is how
 * several instances agree that one of them runs a pass: the others fail to insert the same slot and skip it.
 */
export const RetentionRuns: CollectionConfig = {
  slug: RETENTION_RUNS,
  labels: { singular: 'Retention run', plural: 'Retention runs' },
  admin: {
    group: 'Staff',
    useAsTitle: 'slot',
    defaultColumns: ['slot', 'instance', 'finishedAt', ...RETENTION_COUNTS.map((c) => c.name)],
    description:
      'Each pass of the job that deletes what is past its retention period: how many of each kind it deleted.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'slot', type: 'text', required: true, unique: true, index: true, maxLength: 40, admin: { readOnly: true } },
    { name: 'instance', type: 'text', maxLength: 200, admin: { readOnly: true } },
    { name: 'finishedAt', type: 'date', admin: { readOnly: true } },
    ...RETENTION_COUNTS.map((c) => ({
      name: c.name,
      label: c.label,
      type: 'number' as const,
      defaultValue: 0,
      admin: { readOnly: true },
    })),
    { name: 'error', type: 'text', maxLength: 500, admin: { readOnly: true } },
  ],
}
