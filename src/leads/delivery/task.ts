import type { TaskConfig } from 'payload'

import { attemptDelivery } from './delivery'

/**
 * The persisted job that delivers one lead. Payload's own retries are off: its exponential
 * backoff has no ceiling, and SPEC.md wants 100 ms doubling to at most 10 s, so each
 * attempt schedules the next itself (delivery.ts).
 */
export const deliverLeadTask: TaskConfig<{ input: { collection: string; id: string }; output: object }> = {
  slug: 'deliverLead',
  label: 'Deliver a lead',
  retries: 0,
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await attemptDelivery(req.payload, input.collection, input.id)
    return { output: {} }
  },
}
