import { LEAD_FORMS, type LeadKind } from '@/forms/definitions'
import type { Message } from './transports'

const SUBJECTS: Record<LeadKind, string> = {
  quote: 'New quote request',
  contact: 'New contact message',
  newsletter: 'New newsletter subscriber',
  survey: 'New website survey answers',
  test: 'New callback request',
}

const value = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v == null ? '' : String(v))

/** The notification the agency receives for a lead: every field as typed, as plain text. */
export function notification(kind: LeadKind, lead: Record<string, unknown>, to: string): Message {
  const fields = LEAD_FORMS[kind].fields
  const who = value(lead.name) || value(lead.email)
  const lines = fields.map((f) => `${f.label}: ${value(lead[f.name]) || '-'}`)
  lines.push('', `Sent from: ${value(lead.sourcePage) || '-'}`, `Received: ${value(lead.createdAt)}`, `Lead id: ${value(lead.id)}`)
  const params = Object.fromEntries(fields.map((f) => [f.name, value(lead[f.name])]))
  return {
    to,
    replyTo: typeof lead.email === 'string' ? lead.email : undefined,
    subject: `${SUBJECTS[kind]}${who ? ` from ${who}` : ''}`,
    text: lines.join('\n'),
    params: { ...params, lead_kind: kind, lead_id: value(lead.id), source_page: value(lead.sourcePage) },
  }
}

/** The confirmation a visitor receives after a quote request. */
export function confirmation(lead: Record<string, unknown>, agencyName: string): Message {
  const name = value(lead.name)
  return {
    to: value(lead.email),
    subject: `${agencyName} received your project request`,
    text: [
      `Hi ${name},`,
      '',
      `Thank you for telling us about your project. A project lead at ${agencyName} reads every request and will reply within one business day.`,
      '',
      'What you sent:',
      value(lead.details),
      '',
      `${agencyName}`,
    ].join('\n'),
    params: { to_name: name, details: value(lead.details) },
  }
}
