import type { LeadKind } from '@/forms/definitions'

/**
 * The names of the collections whose rows are leads. A leaf: the collections, the delivery
 * outbox and the privacy tools all read these names, and this module imports none of them.
 */

/** One collection per visitor form. */
export const LEAD_COLLECTIONS = {
  quote: 'quoteRequests',
  contact: 'contactMessages',
  newsletter: 'newsletterSubscribers',
  survey: 'surveyAnswers',
  test: 'callbackRequests',
  privacy: 'privacyRequests',
} as const satisfies Record<LeadKind, string>

/**
 * Every collection whose rows are their own delivery (src/leads/delivery/outbox.ts): the leads, and job applications.
 */
export const OUTBOX_COLLECTIONS = [...Object.values(LEAD_COLLECTIONS), 'jobApplications'] as const

export type LeadCollection = (typeof OUTBOX_COLLECTIONS)[number]

export const isOutboxCollection = (slug: string): slug is LeadCollection => OUTBOX_COLLECTIONS.some((c) => c === slug)
