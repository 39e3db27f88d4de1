import type { Payload } from 'payload'

import { sweepOrphanCvs } from '@/careers/orphans'
import { env } from '@/config/env'
import { PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import { emailTag, signLink } from '@/lib/signed-links'
import { collectData, eraseData } from '@/privacy/data'
import type { DeliveryPlan } from './delivery'
import { CONFIRM_LINK_TTL_MS, applicationConfirmation, applicationNotification, privacyConfirmation, privacyDeleted, privacyExport, subscriptionConfirmation } from './messages'

/**
 * The deliveries that are more than "notify staff": the newsletter's confirmation e-mail,
 * job applications, and privacy requests (confirmation link, then the copy or the deletion).
 */

type Row = Record<string, unknown> & { id: number | string }
type Settings = { email: string; agencyName: string; careersEmail?: string | null }

const site = () => env().siteUrl
const issuedAt = (row: Row) => Date.parse(String(row.confirmationRequestedAt ?? row.createdAt))

/** The one-click unsubscribe link of a subscriber: it never expires and can be used any number of times. */
export const unsubscribeUrl = (subscriber: { id: number | string; email: string }) => `${site()}/newsletter/unsubscribe?token=${signLink('newsletter-unsubscribe', subscriber, 0)}`

export function newsletterPlan(subscriber: Row, settings: Settings): DeliveryPlan {
  // Only an unconfirmed address gets an e-mail: the request to confirm it.
  if (subscriber.status !== 'unconfirmed' || typeof subscriber.email !== 'string') return { messages: [] }
  const at = issuedAt(subscriber)
  const who = { id: subscriber.id, email: subscriber.email }
  const confirm = `${site()}/newsletter/confirm?token=${signLink('newsletter-confirm', who, at, CONFIRM_LINK_TTL_MS)}`
  return { messages: [{ message: subscriptionConfirmation(subscriber, { confirm, unsubscribe: unsubscribeUrl(who), requestedAt: at }, settings.agencyName), kind: 'confirmation' }] }
}

export function applicationPlan(payload: Payload, application: Row, settings: Settings): DeliveryPlan {
  const to = settings.careersEmail ?? env().mail.notifyTo ?? settings.email
  const adminUrl = `${site()}/build/collections/jobApplications/${application.id}`
  return {
    // Deliveries of applications also tidy up CVs that a crash left without an application (at most hourly).
    before: async () => void (await sweepOrphanCvs(payload)),
    messages: [
      { message: applicationNotification(application, to, adminUrl), kind: 'notification' },
      { message: applicationConfirmation(application, settings.agencyName), kind: 'confirmation' },
    ],
  }
}

const isExport = (row: Row) => row.requestType === PRIVACY_REQUEST_TYPES.export

export function privacyPlan(payload: Payload, request: Row, settings: Settings): DeliveryPlan {
  const email = typeof request.email === 'string' ? request.email : null
  if (!email || request.status === 'completed') return { messages: [] }
  if (request.status === 'unconfirmed') {
    const at = issuedAt(request)
    const link = `${site()}/privacy-request/confirm?token=${signLink('privacy-confirm', { id: request.id, email }, at, CONFIRM_LINK_TTL_MS)}`
    return { messages: [{ message: privacyConfirmation(request, link, at, String(request.requestType), settings.agencyName), kind: 'confirmation' }] }
  }
  // Confirmed: carry it out.
  const plan: DeliveryPlan = { messages: [] }
  if (isExport(request)) {
    plan.before = async () => {
      const data = await collectData(payload, email)
      const count = Object.values(data).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)
      plan.messages.push({ message: privacyExport(request, JSON.stringify(data, null, 2), settings.agencyName), kind: 'confirmation' })
      plan.after = { status: 'completed', completedAt: new Date().toISOString(), outcome: `A copy of ${count} records was sent to the address.` }
    }
    return plan
  }
  plan.before = async () => {
    const erased = await eraseData(payload, email, request.id)
    // A retry finds nothing left to delete: what the first attempt removed is kept on the row.
    let summary = typeof request.outcome === 'string' ? request.outcome : ''
    if (!summary) {
      const lists = erased.collections.filter((c) => c !== 'cvs')
      summary = `${erased.rows} records${lists.length ? ` (${lists.join(', ')})` : ''} and ${erased.files} files`
      await payload.update({ collection: 'privacyRequests', id: request.id, data: { outcome: summary }, overrideAccess: true, context: { delivery: true } })
    }
    plan.messages.push({ message: privacyDeleted(request, summary, settings.agencyName), kind: 'confirmation' })
    // What staff keep: that a deletion happened, when, and what it removed; not the address.
    plan.after = { email: null, emailTag: emailTag(email), sourcePage: null, status: 'completed', completedAt: new Date().toISOString(), outcome: `Deleted ${summary}.` }
  }
  return plan
}
