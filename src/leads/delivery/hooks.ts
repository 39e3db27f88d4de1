import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueDelivery } from './delivery'

/** Staff choose "Retry now" on a lead in /build: the lead goes back to pending with a fresh set of attempts. */
export const requestRetryFromAdmin: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation === 'update' && data.deliveryStatus === 'retry') {
    context.queueDelivery = true
    return { ...data, deliveryStatus: 'pending', deliveryAttempts: 0, lastDeliveryError: null }
  }
  return data
}

export const queueRetryFromAdmin: CollectionAfterChangeHook = async ({ doc, collection, req, context }) => {
  if (context.queueDelivery) {
    context.queueDelivery = false
    await queueDelivery(req.payload, collection.slug, doc.id)
  }
  return doc
}
