import { env } from '@/config/env'
import { PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import { CONFIRM_LINK_TTL_MS, privacyConfirmation, privacyDeleted, privacyExport } from '@/leads/delivery/messages'
import type { DeliveryPlan, Planner } from '@/leads/delivery/plans'
import { emailTag, signLink } from '@/lib/signed-links'
import { recordSystemAccess } from '@/staff/access-log'
import { retryMs } from '@/storage/deletions'
import { collectData, eraseData } from './data'

export const privacyPlan: Planner = (request, { payload, settings }) => {
  const email = typeof request.email === 'string' ? request.email : null
  if (!email || request.status === 'completed') return { messages: [] }
  if (request.status === 'unconfirmed') {
    const at = Date.parse(String(request.confirmationRequestedAt ?? request.createdAt))
    const token = signLink('privacy-confirm', { id: request.id, email }, at, CONFIRM_LINK_TTL_MS)
    const link = `${env().siteUrl}/privacy-request/confirm?token=${token}`
    const message = privacyConfirmation(request, link, at, String(request.requestType), settings.agencyName)
    return { messages: [{ message, kind: 'confirmation' }] }
  }
  const plan: DeliveryPlan = { messages: [] }
  if (request.requestType === PRIVACY_REQUEST_TYPES.export) {
    plan.before = async () => {
      const data = await collectData(payload, email)
      await recordSystemAccess(payload, {
        action: 'export',
        resource: 'privacyRequests',
        documentId: request.id,
        detail: 'privacy copy sent to the requester',
      })
      const count = Object.values(data).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)
      const message = privacyExport(request, JSON.stringify(data, null, 2), settings.agencyName)
      plan.messages.push({ message, kind: 'confirmation' })
      const outcome = `A copy of ${count} records was sent to the address.`
      plan.after = { status: 'completed', completedAt: new Date().toISOString(), outcome }
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
      const data = { outcome: summary }
      await payload.update({
        collection: 'privacyRequests',
        id: request.id,
        data,
        overrideAccess: true,
        context: { delivery: true },
      })
    }
    if (erased.filesPending > 0) {
      // Not done while the object store still holds a file: no "deleted" mail, not completed; checked again soon.
      const files = erased.filesPending === 1 ? '1 file is' : `${erased.filesPending} files are`
      plan.wait = { ms: retryMs(), reason: `${files} waiting for the object store to delete them.` }
      return
    }
    plan.messages.push({ message: privacyDeleted(request, summary, settings.agencyName), kind: 'confirmation' })
    // What staff keep: that a deletion happened, when, and what it removed; not the address.
    const completedAt = new Date().toISOString()
    plan.after = {
      email: null,
      emailTag: emailTag(email),
      sourcePage: null,
      status: 'completed',
      completedAt,
      outcome: `Deleted ${summary}.`,
    }
  }
  return plan
}
