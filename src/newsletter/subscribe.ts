import type { Payload } from 'payload'

/**
 * Double opt-in. Subscribing again never stores a second row and always gets the same answer, so nobody can learn
 * whether an address is on the list. A send caught by a bot trap (`data.trapped`) is stored as such and mailed
 * nothing (src/leads/traps.ts); for an address already stored it changes nothing.
 */
export async function subscribe(
  payload: Payload,
  email: string,
  data: Record<string, unknown>,
  now = Date.now(),
): Promise<'queued' | 'unchanged'> {
  const find = async () =>
    (
      await payload.find({
        collection: 'newsletterSubscribers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  let existing = await find()
  if (!existing) {
    try {
      await payload.create({
        collection: 'newsletterSubscribers',
        data: {
          ...data,
          email,
          status: 'unconfirmed',
          confirmationRequestedAt: new Date(now).toISOString(),
          deliveryStatus: 'pending',
        },
        overrideAccess: true,
        depth: 0,
      })
      return 'queued'
    } catch (error) {
      // Two sends of the same address at once: the unique index kept one row.
      existing = await find()
      if (!existing) throw error
    }
  }
  if (existing.status === 'subscribed' || data.trapped === true) return 'unchanged'
  await payload.update({
    collection: 'newsletterSubscribers',
    id: existing.id,
    data: {
      status: 'unconfirmed',
      confirmationRequestedAt: new Date(now).toISOString(),
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
      deliveryDueAt: null,
      lastDeliveryError: null,
      // Its owner asks now: a bot's earlier send of the address no longer holds its mail back.
      trapped: false,
    },
    overrideAccess: true,
    depth: 0,
    context: { delivery: true },
  })
  return 'queued'
}
