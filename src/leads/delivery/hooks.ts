import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { scheduleRun } from './runner'

/** Staff choose "Retry now" on a lead in /build: the lead goes back to pending with a fresh set of attempts. */
export const requestRetryFromAdmin: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation === 'update' && data.deliveryStatus === 'retry') {
    context.queueDelivery = true
    return { ...data, deliveryStatus: 'pending', deliveryAttempts: 0, lastDeliveryError: null, deliveryDueAt: null, deliveryLeaseUntil: null, deliveryLeaseOwner: null }
  }
  return data
}

export const queueRetryFromAdmin: CollectionAfterChangeHook = ({ req, context }) => {
  if (context.queueDelivery) {
    context.queueDelivery = false
    scheduleRun(req.payload, 0)
  }
  // Returns nothing: Payload keeps the document as it is.
}
