import type { Payload } from 'payload'

import { env } from '@/config/env'
import type { LeadKind } from '@/forms/definitions'
import { confirmation, notification } from './messages'
import { LEADS_QUEUE, scheduleRun } from './runner'
import { configuredTransport, type Transport } from './transports'

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
}

type LeadDoc = Record<string, unknown> & { id: number | string; deliveryAttempts?: number | null; deliveryStatus?: string | null }

/** Queues the delivery of a stored lead, to run after delayMs. */
export async function queueDelivery(payload: Payload, collection: string, id: string | number, delayMs = 0): Promise<void> {
  await payload.jobs.queue({
    task: 'deliverLead',
    queue: LEADS_QUEUE,
    input: { collection, id: String(id) },
    waitUntil: delayMs > 0 ? new Date(Date.now() + delayMs) : undefined,
  })
  scheduleRun(payload, delayMs)
}

/** One delivery attempt; a failure schedules the next one or marks the lead failed. */
export async function attemptDelivery(payload: Payload, collection: string, id: string): Promise<void> {
  const kind = KIND_BY_COLLECTION[collection]
  if (!kind) throw new Error(`[leads] unknown lead collection ${collection}`)
  const slug = collection as 'quoteRequests'
  const lead = (await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true, disableErrors: true })) as LeadDoc | null
  if (!lead || lead.deliveryStatus === 'delivered') return
  const update = (data: Record<string, unknown>) => payload.update({ collection: slug, id, data, overrideAccess: true, context: { delivery: true } })

  const t = currentTransport()
  if (!t) {
    await update({ deliveryStatus: 'no-transport', lastDeliveryError: 'No mail transport is configured.' })
    return
  }
  const attempts = (lead.deliveryAttempts ?? 0) + 1
  try {
    const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0 })
    await t.send(notification(kind, lead, env().mail.notifyTo ?? settings.email), 'notification')
    if (kind === 'quote') await t.send(confirmation(lead, settings.agencyName), 'confirmation')
    await update({ deliveryStatus: 'delivered', deliveredAt: new Date().toISOString(), deliveryAttempts: attempts, lastDeliveryError: null })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (attempts >= RETRY.maxAttempts) {
      await update({ deliveryStatus: 'failed', deliveryAttempts: attempts, lastDeliveryError: message })
      payload.logger.error(`[leads] ${collection} ${id}: delivery failed ${attempts} times, giving up: ${message}`)
      return
    }
    await update({ deliveryStatus: 'retrying', deliveryAttempts: attempts, lastDeliveryError: message })
    await queueDelivery(payload, collection, id, backoffMs(attempts))
  }
}
