import type { Payload } from 'payload'

import { env } from '@/config/env'
import { systemClock, type Clock } from '@/lib/clock'
import type { LeadKind } from '@/forms/definitions'
import { confirmation, notification } from './messages'
import { applicationPlan, newsletterPlan, privacyPlan } from './plans'
import { configuredTransport, type Message, type Transport } from './transports'

/** Retries back off from 100 ms, doubling, to at most 10 s (SPEC.md section 9); then the lead is marked failed. */
export const RETRY = { minMs: 100, maxMs: 10_000, factor: 2, maxAttempts: 10 } as const

export const backoffMs = (failedAttempts: number) => Math.min(RETRY.maxMs, RETRY.minMs * RETRY.factor ** Math.max(0, failedAttempts - 1))

let transport: Transport | null | undefined

/**
 * The transport from the environment (chosen once), or one set explicitly (tests, benchmark).
 * Having none is announced once at start-up by src/config/env.ts.
 */
export function currentTransport(): Transport | null {
  if (transport === undefined) transport = configuredTransport()
  return transport
}

export function useTransport(t: Transport | null): void {
  transport = t
}

const KIND_BY_COLLECTION: Record<string, LeadKind> = {
  quoteRequests: 'quote',
  contactMessages: 'contact',
  newsletterSubscribers: 'newsletter',
  surveyAnswers: 'survey',
  callbackRequests: 'test',
  privacyRequests: 'privacy',
}

type LeadDoc = Record<string, unknown> & { id: number | string; deliveryAttempts?: number | null; deliveryStatus?: string | null }

type Settings = { email: string; agencyName: string; careersEmail?: string | null }

/**
 * What delivering a row means: the messages to send, work to do first (a deletion), and what
 * to record on the row with its "delivered". Every message's Message-ID is made from the
 * row, so a retry sends the same message again.
 */
export type DeliveryPlan = { messages: { message: Message; kind: 'notification' | 'confirmation' }[]; before?: () => Promise<void>; after?: Record<string, unknown> }

function planDelivery(payload: Payload, collection: string, lead: LeadDoc, settings: Settings): DeliveryPlan | Promise<DeliveryPlan> {
  if (collection === 'jobApplications') return applicationPlan(payload, lead, settings)
  const kind = KIND_BY_COLLECTION[collection]
  if (!kind) throw new Error(`[leads] unknown lead collection ${collection}`)
  if (kind === 'newsletter') return newsletterPlan(lead, settings)
  if (kind === 'privacy') return privacyPlan(payload, lead, settings)
  // A lead kept as spam (src/leads/workflow.ts) waits in /build; nobody is e-mailed about it.
  if (lead.status === 'spam') return { messages: [] }
  const messages: DeliveryPlan['messages'] = [{ message: notification(kind, collection, lead, env().mail.notifyTo ?? settings.email), kind: 'notification' }]
  if (kind === 'quote') messages.push({ message: confirmation(collection, lead, settings.agencyName), kind: 'confirmation' })
  return { messages }
}

/** One delivery attempt of a lead this runner has claimed; a failure schedules the next one or marks the lead failed. */
export async function attemptDelivery(payload: Payload, collection: string, id: string, scheduleRetry: (delayMs: number) => void, clock: Clock = systemClock): Promise<void> {
  if (collection !== 'jobApplications' && !KIND_BY_COLLECTION[collection]) throw new Error(`[leads] unknown lead collection ${collection}`)
  const slug = collection as 'quoteRequests'
  const lead = (await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true, disableErrors: true })) as LeadDoc | null
  if (!lead || lead.deliveryStatus === 'delivered') return
  // Every outcome gives the claim back.
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: slug, id, data: { ...data, deliveryLeaseUntil: null, deliveryLeaseOwner: null }, overrideAccess: true, context: { delivery: true } })

  const t = currentTransport()
  const attempts = (lead.deliveryAttempts ?? 0) + 1
  try {
    const settings = (await payload.findGlobal({ slug: 'siteSettings', depth: 0 })) as Settings
    const plan = await planDelivery(payload, collection, lead, settings)
    await plan.before?.()
    if (!t && plan.messages.length > 0) {
      await update({ ...plan.after, deliveryStatus: 'no-transport', lastDeliveryError: 'No mail transport is configured.' })
      return
    }
    for (const { message, kind } of plan.messages) await t!.send(message, kind)
    await update({ ...plan.after, deliveryStatus: 'delivered', deliveredAt: new Date(clock.now()).toISOString(), deliveryAttempts: attempts, lastDeliveryError: null, deliveryDueAt: null })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (attempts >= RETRY.maxAttempts) {
      await update({ deliveryStatus: 'failed', deliveryAttempts: attempts, lastDeliveryError: message, deliveryDueAt: null })
      payload.logger.error({ collection, id, attempts, error: message }, '[leads] delivery failed every attempt; giving up (staff can retry it in /build)')
      return
    }
    const delay = backoffMs(attempts)
    await update({ deliveryStatus: 'retrying', deliveryAttempts: attempts, lastDeliveryError: message, deliveryDueAt: new Date(clock.now() + delay).toISOString() })
    payload.logger.warn({ collection, id, attempts, retryInMs: delay, error: message }, '[leads] delivery attempt failed; retrying')
    scheduleRetry(delay)
  }
}
