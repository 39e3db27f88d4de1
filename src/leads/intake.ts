import type { Payload } from 'payload'

import type { LeadCollection } from './collections'

/**
 * How a checked submission is stored, when not as one new row: a feature with rules of its own (the newsletter's
 * double opt-in) registers its intake where its collection is defined, as it registers its delivery plan, so the
 * core (submit.ts) knows no feature.
 */
export type Intake = (payload: Payload, data: Record<string, unknown>) => Promise<unknown>

declare global {
  // One registry per process, even when Next.js bundles this module more than once.
  var __northgridLeadIntakes: Map<LeadCollection, Intake> | undefined
}
const intakes = (globalThis.__northgridLeadIntakes ??= new Map<LeadCollection, Intake>())

export function registerIntake(collection: LeadCollection, intake: Intake): void {
  intakes.set(collection, intake)
}

export const intakeFor = (collection: LeadCollection): Intake | undefined => intakes.get(collection)
