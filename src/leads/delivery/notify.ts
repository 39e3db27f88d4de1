import { env } from '@/config/env'
import type { LeadKind } from '@/forms/definitions'
import { confirmation, notification } from './messages'
import type { DeliveryPlan, Planner } from './plans'

/**
 * The plan of a form that only informs the agency: a notification to staff, and a confirmation to the sender if asked.
 */
export const notifyStaff =
  (kind: LeadKind, options: { confirmToSender?: boolean } = {}): Planner =>
  (lead, { collection, settings }) => {
    // A lead kept as spam (src/leads/workflow.ts) waits in /build; nobody is e-mailed about it.
    if (lead.status === 'spam') return { messages: [] }
    const to = env().mail.notifyTo ?? settings.email
    const messages: DeliveryPlan['messages'] = [
      { message: notification(kind, collection, lead, to), kind: 'notification' },
    ]
    if (options.confirmToSender)
      messages.push({ message: confirmation(collection, lead, settings.agencyName), kind: 'confirmation' })
    return { messages }
  }
