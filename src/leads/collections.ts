import type { LeadKind } from '@/forms/definitions'

/** A leaf: the collections, the delivery outbox and the privacy tools read these names; it imports none of them. */

export const LEAD_COLLECTIONS = {
  quote: 'quoteRequests',
  contact: 'contactMessages',
  newsletter: 'newsletterSubscribers',
  survey: 'surveyAnswers',
  test: 'callbackRequests',
  privacy: 'privacyRequests',
} as const satisfies Record<LeadKind, string>

export const OUTBOX_COLLECTIONS = [...Object.values(LEAD_COLLECTIONS), 'jobApplications'] as const

export type LeadCollection = (typeof OUTBOX_COLLECTIONS)[number]

export const isOutboxCollection = (slug: string): slug is LeadCollection => OUTBOX_COLLECTIONS.some((c) => c === slug)

/** Leads record where the visit began (leads/origin.ts); privacy requests and applications do not. */
export const hasOrigin = (slug: string): boolean => slug !== LEAD_COLLECTIONS.privacy && slug !== 'jobApplications'
