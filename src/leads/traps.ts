import { env } from '@/config/env'
import type { LeadCollection } from './collections'
import { isWorkflowCollection } from './workflow'

/**
 * Bot traps: the hidden field (META_FIELDS.honeypot) filled in, or a form sent sooner after its page was drawn than
 * FORM_MIN_FILL_MS. The render time is posted by the page itself, so only a hint: a caught send is never refused and
 * gets the answer of any other, so a bot cannot tell it was caught.
 */
export function looksAutomated(honeypot: unknown, renderedAt: unknown, now: number): boolean {
  if (typeof honeypot === 'string' && honeypot.trim()) return true
  return typeof renderedAt === 'number' && renderedAt > 0 && now - renderedAt < env().formMinFillMs
}

/**
 * What a caught send is stored with: `trapped`, which the delivery core (delivery/delivery.ts) reads to mail nothing
 * to the address it gives, and for a workflow lead the status spam, for staff to judge.
 */
export function trapMarks(collection: LeadCollection, automated: boolean): Record<string, unknown> {
  if (!automated) return {}
  return { trapped: true, ...(isWorkflowCollection(collection) ? { status: 'spam' } : {}) }
}
