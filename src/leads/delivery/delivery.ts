import type { Payload } from 'payload'

import { systemClock, type Clock } from '@/lib/clock'
import type { LeadCollection } from '@/leads/collections'
import { countDelivery } from '@/operations/metrics/registry'
import { recordSystemAccess } from '@/staff/access-log'
import { writeColumns } from './outbox'
import { planFor, type Row, type Settings } from './plans'
import { configuredTransport, type Transport } from './transports'

/** SPEC.md section 9; then the lead is marked failed. */
export const RETRY = { minMs: 100, maxMs: 10_000, factor: 2, maxAttempts: 10 } as const

export const backoffMs = (failedAttempts: number) =>
  Math.min(RETRY.maxMs, RETRY.minMs * RETRY.factor ** Math.max(0, failedAttempts - 1))

let transport: Transport | null | undefined

/** Chosen once from the environment, or set explicitly (tests, benchmark). */
export function currentTransport(): Transport | null {
  if (transport === undefined) transport = configuredTransport()
  return transport
}

export function useTransport(t: Transport | null): void {
  transport = t
}

type LeadDoc = Row & { deliveryAttempts?: number | null; deliveryStatus?: string | null; trapped?: boolean | null }

export async function attemptDelivery(
  payload: Payload,
  collection: LeadCollection,
  id: string,
  scheduleRetry: (delayMs: number) => void,
  clock: Clock = systemClock,
): Promise<void> {
  const planner = planFor(collection)
  const found = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!found) return
  const lead: LeadDoc = { ...found }
  if (lead.deliveryStatus === 'delivered') return
  const update = (data: Record<string, unknown>) =>
    writeColumns(payload, collection, id, { ...data, deliveryLeaseUntil: null, deliveryLeaseOwner: null })

  const t = currentTransport()
  const attempts = (lead.deliveryAttempts ?? 0) + 1
  try {
    const settings: Settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0 })
    const plan = await planner(lead, { payload, collection, settings })
    await plan.before?.()
    if (plan.wait) {
      const deliveryDueAt = new Date(clock.now() + plan.wait.ms).toISOString()
      await update({ deliveryStatus: 'retrying', lastDeliveryError: plan.wait.reason, deliveryDueAt })
      scheduleRetry(plan.wait.ms)
      return
    }
    // A send a bot trap caught (src/leads/traps.ts) never mails the address it gives, whatever its plan says.
    const messages = lead.trapped === true ? plan.messages.filter((m) => m.kind !== 'confirmation') : plan.messages
    const kept = lead.trapped === true || lead.status === 'spam'
    if (messages.length === 0 && kept) {
      await update({ ...plan.after, deliveryStatus: 'skipped', deliveryAttempts: attempts, lastDeliveryError: null })
      countDelivery(collection, 'skipped')
      return
    }
    if (messages.length > 0) {
      if (!t) {
        await update({
          ...plan.after,
          deliveryStatus: 'no-transport',
          lastDeliveryError: 'No mail transport is configured.',
        })
        countDelivery(collection, 'no-transport')
        return
      }
      await recordSystemAccess(payload, { action: 'read', resource: collection, documentId: id, detail: 'delivery' })
      for (const { message, kind } of messages) await t.send(message, kind)
    }
    const deliveredAt = new Date(clock.now()).toISOString()
    await update({
      ...plan.after,
      deliveryStatus: 'delivered',
      deliveredAt,
      deliveryAttempts: attempts,
      lastDeliveryError: null,
      deliveryDueAt: null,
    })
    countDelivery(collection, 'delivered')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (attempts >= RETRY.maxAttempts) {
      await update({
        deliveryStatus: 'failed',
        deliveryAttempts: attempts,
        lastDeliveryError: message,
        deliveryDueAt: null,
      })
      countDelivery(collection, 'failed')
      payload.logger.error(
        { collection, id, attempts, error: message },
        '[leads] delivery failed every attempt; giving up (staff can retry it in /build)',
      )
      return
    }
    const delay = backoffMs(attempts)
    const deliveryDueAt = new Date(clock.now() + delay).toISOString()
    await update({ deliveryStatus: 'retrying', deliveryAttempts: attempts, lastDeliveryError: message, deliveryDueAt })
    countDelivery(collection, 'retrying')
    payload.logger.warn(
      { collection, id, attempts, retryInMs: delay, error: message },
      '[leads] delivery attempt failed; retrying',
    )
    scheduleRetry(delay)
  }
}
