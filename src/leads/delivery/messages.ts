import { LEAD_FORMS, type LeadKind } from '@/forms/definitions'
import type { Message } from './transports'

const SUBJECTS: Record<LeadKind, string> = {
  quote: 'New quote request',
  contact: 'New contact message',
  newsletter: 'New newsletter subscriber',
  survey: 'New website survey answers',
  test: 'New callback request',
  privacy: 'New privacy request',
}

function value(v: unknown): string {
  if (Array.isArray(v)) return v.join(', ')
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return v == null ? '' : JSON.stringify(v)
}

/**
 * The same on every attempt: a retry after an unknown outcome (a crash between the server's "250 OK" and our
 * record of it) is recognisable as the same message by mail systems that dedupe.
 */
const messageId = (collection: string, lead: Record<string, unknown>, kind: string) =>
  `<${collection}.${value(lead.id)}.${kind}@leads.northgrid.invalid>`

/** leads/origin.ts's fields, when the lead has any, as one line. */
function cameFrom(lead: Record<string, unknown>): string[] {
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].map(value).filter(Boolean).join(' / ')
  const parts = [
    campaign && `campaign ${campaign}`,
    value(lead.referrer) && `referred by ${value(lead.referrer)}`,
    value(lead.landingPage) && `landed on ${value(lead.landingPage)}`,
  ].filter(Boolean)
  return parts.length ? [`Came from: ${parts.join(', ')}`] : []
}

export function notification(kind: LeadKind, collection: string, lead: Record<string, unknown>, to: string): Message {
  const fields = LEAD_FORMS[kind].fields
  const who = value(lead.name) || value(lead.email)
  const lines = fields.map((f) => `${f.label}: ${value(lead[f.name]) || '-'}`)
  lines.push(
    '',
    `Sent from: ${value(lead.sourcePage) || '-'}`,
    ...cameFrom(lead),
    `Received: ${value(lead.createdAt)}`,
    `Lead id: ${value(lead.id)}`,
  )
  const params = Object.fromEntries(fields.map((f) => [f.name, value(lead[f.name])]))
  return {
    id: messageId(collection, lead, 'notification'),
    to,
    replyTo: typeof lead.email === 'string' ? lead.email : undefined,
    subject: `${SUBJECTS[kind]}${who ? ` from ${who}` : ''}`,
    text: lines.join('\n'),
    params: { ...params, lead_kind: kind, lead_id: value(lead.id), source_page: value(lead.sourcePage) },
  }
}

export function confirmation(collection: string, lead: Record<string, unknown>, agencyName: string): Message {
  const name = value(lead.name)
  return {
    id: messageId(collection, lead, 'confirmation'),
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

// ---------------------------------------------------------------- newsletter (double opt-in)

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** RFC 8058 one-click unsubscribe. */
export function subscriberHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** The address counts only once its link is followed (double opt-in). */
export function subscriptionConfirmation(
  subscriber: Record<string, unknown>,
  links: { confirm: string; unsubscribe: string; requestedAt: number },
  agencyName: string,
): Message {
  return {
    id: messageId('newsletterSubscribers', subscriber, `confirm-${links.requestedAt}`),
    to: value(subscriber.email),
    subject: `Please confirm your subscription to ${agencyName} insights`,
    text: [
      'Hi,',
      '',
      `Someone, hopefully you, asked to receive ${agencyName}'s technology insights at this address. To confirm, open this link within 7 days:`,
      '',
      links.confirm,
      '',
      'If it was not you, ignore this e-mail: the address will not be subscribed and you will not hear from us again.',
      '',
      `To stop any e-mail from us: ${links.unsubscribe}`,
      '',
      agencyName,
    ].join('\n'),
    params: { confirm_url: links.confirm, unsubscribe_url: links.unsubscribe },
    headers: subscriberHeaders(links.unsubscribe),
    essential: true,
  }
}

// ---------------------------------------------------------------- job applications

/** Where to read it in /build, never the file itself. */
export function applicationNotification(application: Record<string, unknown>, to: string, adminUrl: string): Message {
  const position = value(application.position)
  return {
    id: messageId('jobApplications', application, 'notification'),
    to,
    replyTo: typeof application.email === 'string' ? application.email : undefined,
    subject: `New application for ${position} from ${value(application.name)}`,
    text: [
      `Position: ${position}`,
      `Name: ${value(application.name)}`,
      `E-mail: ${value(application.email)}`,
      `Phone: ${value(application.phone) || '-'}`,
      `LinkedIn or portfolio: ${value(application.link) || '-'}`,
      '',
      'Cover note:',
      value(application.coverNote),
      '',
      `Read the application and open the CV (signed-in staff only): ${adminUrl}`,
      `Received: ${value(application.createdAt)}`,
      ...(application.trapped === true
        ? [
            '',
            'It looks automated (the hidden field was filled in, or it was sent too fast): the applicant was not sent a confirmation.',
          ]
        : []),
    ].join('\n'),
    params: {
      position,
      name: value(application.name),
      email: value(application.email),
      application_url: adminUrl,
      lead_kind: 'application',
      lead_id: value(application.id),
    },
  }
}

export function applicationConfirmation(application: Record<string, unknown>, agencyName: string): Message {
  const position = value(application.position)
  return {
    id: messageId('jobApplications', application, 'confirmation'),
    to: value(application.email),
    subject: `${agencyName} received your application for ${position}`,
    text: [
      `Hi ${value(application.name)},`,
      '',
      `Thank you for applying for ${position}. A person on our team reads every application, and we reply to each one within five business days.`,
      '',
      `${agencyName}`,
    ].join('\n'),
    params: { to_name: value(application.name), position },
  }
}

// ---------------------------------------------------------------- privacy requests

export function privacyConfirmation(
  request: Record<string, unknown>,
  link: string,
  requestedAt: number,
  what: string,
  agencyName: string,
): Message {
  return {
    id: messageId('privacyRequests', request, `confirm-${requestedAt}`),
    to: value(request.email),
    subject: `Confirm your privacy request to ${agencyName}`,
    text: [
      'Hi,',
      '',
      `Someone, hopefully you, asked ${agencyName} for this: "${what}", about everything our website holds on this e-mail address. To confirm, open this link within 7 days:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: nothing will happen.',
      '',
      agencyName,
    ].join('\n'),
    params: { confirm_url: link, request_type: what },
    essential: true,
  }
}

export function privacyExport(request: Record<string, unknown>, json: string, agencyName: string): Message {
  return {
    id: messageId('privacyRequests', request, 'export'),
    to: value(request.email),
    subject: `Your data held by ${agencyName}`,
    text: [
      'Hi,',
      '',
      `As you asked, attached is a copy of everything ${agencyName}'s website holds about this e-mail address, as JSON: messages and requests you sent, job applications (with the names of the files you sent), and your newsletter subscription.`,
      '',
      'To have it deleted, make a new request at the same page and choose "Delete my data".',
      '',
      agencyName,
    ].join('\n'),
    params: {},
    attachments: [{ filename: 'my-data.json', content: json, contentType: 'application/json' }],
    essential: true,
  }
}

export function privacyDeleted(request: Record<string, unknown>, summary: string, agencyName: string): Message {
  return {
    id: messageId('privacyRequests', request, 'deleted'),
    to: value(request.email),
    subject: `${agencyName} deleted your data`,
    text: [
      'Hi,',
      '',
      `As you asked, we deleted everything our website held about this e-mail address (${summary}). This is the last e-mail you get from us about it.`,
      '',
      agencyName,
    ].join('\n'),
    params: {},
    essential: true,
  }
}
