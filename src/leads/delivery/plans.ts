import type { Payload } from 'payload'

import type { LeadCollection } from '@/leads/collections'
import type { Message } from './transports'

/** The core (delivery.ts) knows no feature: each feature registers its plan where its collection is defined. */

export type Row = Record<string, unknown> & { id: number | string }
export type Settings = { email: string; agencyName: string; careersEmail?: string | null }

/** Every message's Message-ID is made from the row, so a retry sends the same message again. */
export type DeliveryPlan = {
  /** A notification goes to staff; a confirmation to the address the visitor typed (never for a trapped row). */
  messages: { message: Message; kind: 'notification' | 'confirmation' }[]
  before?: () => Promise<void>
  after?: Record<string, unknown>
  /** Set by `before` when the row cannot be completed yet (files still to delete): tried again after `ms`, with no
   *  attempt counted. */
  wait?: { ms: number; reason: string }
}

export type Planner = (
  row: Row,
  context: { payload: Payload; collection: LeadCollection; settings: Settings },
) => DeliveryPlan | Promise<DeliveryPlan>

declare global {
  // One registry per process, even when Next.js bundles this module more than once.
  var __northgridDeliveryPlans: Map<LeadCollection, Planner> | undefined
}
const plans = (globalThis.__northgridDeliveryPlans ??= new Map<LeadCollection, Planner>())

export function registerPlan(collection: LeadCollection, planner: Planner): void {
  plans.set(collection, planner)
}

export function planFor(collection: LeadCollection): Planner {
  const planner = plans.get(collection)
  if (!planner) throw new Error(`[leads] no delivery plan is registered for ${collection}`)
  return planner
}
