import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field } from 'payload'

import { announceNewLead } from '@/leads/announce'
import type { LeadCollection } from '@/leads/collections'
import { lockColumns } from './outbox'
import { registerPlan, type Planner } from './plans'
import { scheduleRun } from './runner'

// The runner's own bookkeeping: out of the list's filter builder and columns, which offer what staff understand.
const internal = { disableListFilter: true, disableListColumn: true } as const

// Kept in the database, the list's columns and its filters, but not drawn on the edit view: the summary says it.
const folded = { Field: '@/components/admin/DeliverySummary#Folded' }

export const DELIVERY_FIELDS: Field[] = [
  {
    name: 'delivery',
    label: 'Staff e-mail',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '@/components/admin/DeliverySummary#DeliverySummary' } },
  },
  {
    name: 'deliveryStatus',
    type: 'select',
    required: true,
    defaultValue: 'pending',
    index: true,
    options: [
      { label: 'Pending', value: 'pending' },
      { label: 'Retrying', value: 'retrying' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Failed', value: 'failed' },
      { label: 'No mail transport configured', value: 'no-transport' },
      // Spam, or a trapped send with nothing left to send: no mail went out, so never "Delivered".
      { label: 'Not e-mailed (spam)', value: 'skipped' },
      { label: 'Retry now (choose and save)', value: 'retry' },
    ],
    admin: { position: 'sidebar', components: folded },
  },
  {
    name: 'deliveryAttempts',
    type: 'number',
    defaultValue: 0,
    admin: { readOnly: true, position: 'sidebar', components: folded, ...internal },
  },
  {
    name: 'lastDeliveryError',
    type: 'text',
    admin: { readOnly: true, position: 'sidebar', components: folded, ...internal },
  },
  { name: 'deliveredAt', type: 'date', admin: { readOnly: true, position: 'sidebar', components: folded } },
  { name: 'deliveryDueAt', type: 'date', index: true, admin: { hidden: true, ...internal } },
  { name: 'deliveryLeaseUntil', type: 'date', admin: { hidden: true, ...internal } },
  { name: 'deliveryLeaseOwner', type: 'text', maxLength: 200, admin: { hidden: true, ...internal } },
  {
    name: 'trapped',
    label: 'Looks automated',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      readOnly: true,
      position: 'sidebar',
      components: folded,
      description:
        'Sent with the hidden trap field filled in, or faster than a person fills the form: nothing was e-mailed to its address.',
    },
  },
]

/** Set when the row is stored, then by the runner (outbox.ts writeColumns) or code passing `context.delivery`. */
const RUNNER_FIELDS = DELIVERY_FIELDS.flatMap((f) => ('name' in f && f.type !== 'ui' ? [f.name] : []))

/**
 * "Retry now" in /build: back to pending with a fresh set of attempts. Any other save by staff keeps the runner's
 * fields as they are now: the form sends back the values it loaded, and a "pending" read before the mail went out
 * would send it twice.
 */
const requestRetryFromAdmin: CollectionBeforeChangeHook = async ({
  data,
  operation,
  context,
  originalDoc,
  req,
  collection,
}) => {
  if (operation !== 'update') return data
  if (data.deliveryStatus === 'retry') {
    context.queueDelivery = true
    return {
      ...data,
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
      lastDeliveryError: null,
      deliveryDueAt: null,
      deliveryLeaseUntil: null,
      deliveryLeaseOwner: null,
    }
  }
  if (context.delivery || !originalDoc) return data
  const now = await lockColumns(
    req,
    collection.slug as LeadCollection,
    (originalDoc as { id: string | number }).id,
    RUNNER_FIELDS,
  )
  return { ...data, ...now }
}

const queueRetryFromAdmin: CollectionAfterChangeHook = ({ req, context }) => {
  if (context.queueDelivery) {
    context.queueDelivery = false
    scheduleRun(req.payload, 0)
  }
  // Returns nothing: Payload keeps the document as it is.
}

/** Registers how its rows are delivered; staff can send one again and hear of new ones. Fields: DELIVERY_FIELDS. */
export function deliveredBy(collection: LeadCollection, planner: Planner) {
  registerPlan(collection, planner)
  return { beforeChange: [requestRetryFromAdmin], afterChange: [queueRetryFromAdmin, announceNewLead(collection)] }
}
