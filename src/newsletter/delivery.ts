import { env } from '@/config/env'
import { CONFIRM_LINK_TTL_MS, subscriptionConfirmation } from '@/leads/delivery/messages'
import type { Planner } from '@/leads/delivery/plans'
import { signLink } from '@/lib/signed-links'

const site = () => env().siteUrl

/** It never expires and can be used any number of times. */
export const unsubscribeUrl = (subscriber: { id: number | string; email: string }) =>
  `${site()}/newsletter/unsubscribe?token=${signLink('newsletter-unsubscribe', subscriber, 0)}`

/** Only an unconfirmed address gets an e-mail: the request to confirm it. */
export const newsletterPlan: Planner = (subscriber, { settings }) => {
  if (subscriber.status !== 'unconfirmed' || typeof subscriber.email !== 'string') return { messages: [] }
  const at = Date.parse(String(subscriber.confirmationRequestedAt ?? subscriber.createdAt))
  const who = { id: subscriber.id, email: subscriber.email }
  const confirm = `${site()}/newsletter/confirm?token=${signLink('newsletter-confirm', who, at, CONFIRM_LINK_TTL_MS)}`
  const links = { confirm, unsubscribe: unsubscribeUrl(who), requestedAt: at }
  return {
    messages: [{ message: subscriptionConfirmation(subscriber, links, settings.agencyName), kind: 'confirmation' }],
  }
}
