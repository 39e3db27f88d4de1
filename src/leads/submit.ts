import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { env } from '@/config/env'
import { META_FIELDS, NEWSLETTER_TEXT, isLeadKind, type LeadKind } from '@/forms/definitions'
import { parseFormBody } from '@/forms/parse'
import { CORRECT_FIELDS } from '@/forms/messages'
import { validateSubmission, type FieldErrors } from '@/forms/schema'
import { readLimitedBody } from '@/lib/http/body'
import { clientAddress } from '@/lib/http/client'
import { limit } from '@/lib/limits'
import { verifyCaptcha } from './captcha'
import { hasOrigin, LEAD_COLLECTIONS } from './collections'
import { intakeFor } from './intake'
import { leadOrigin } from './origin'
import { looksAutomated, trapMarks } from './traps'
import { scheduleRun } from './delivery/runner'

/**
 * The one way a visitor's lead enters the system. Limits and validation first (a 4xx changes nothing), then one
 * insert that also queues its delivery, and only then is the visitor told; mail never changes what they see.
 */

export const MAX_BODY_BYTES = 32 * 1024

export const SUCCESS_MESSAGES: Record<LeadKind, string> = {
  quote: 'Thank you. Your project request is in, and a project lead will reply within one business day.',
  contact: 'Thank you. Your message is in, and we will reply within one business day.',
  newsletter: `${NEWSLETTER_TEXT.confirmation} ${NEWSLETTER_TEXT.confirmHint}`,
  survey: 'Thank you. Your answers are in; we will send your summary by e-mail.',
  test: 'Thank you. We will call you back at the time you chose.',
  privacy:
    'Thank you. We have sent a link to that address: follow it within 7 days to confirm the request. Nothing happens until you do.',
}

const SUCCESS_REDIRECT = '/thankyou'
/** A privacy request is not a message to the agency: its own page says what happens next. */
const REDIRECTS: Partial<Record<LeadKind, string>> = { privacy: '/privacy-request/sent' }

/** The site's origins as a Referer may name them: its public URL, and the host this request was sent to. */
function ownOrigins(request: Request): string[] {
  const host = request.headers.get('host')
  return [env().siteUrl, new URL(request.url).origin, ...(host ? [`https://${host}`, `http://${host}`] : [])]
}

type Outcome =
  | { status: 200; message: string; redirect: string }
  | { status: 400 | 404 | 413 | 415 | 503; message: string; errors?: FieldErrors }
  | { status: 429; message: string; retryAfter: number }

const tooMany = (retryAfter: number): Outcome => ({
  status: 429,
  message: `Too many submissions. Please try again in ${retryAfter} seconds.`,
  retryAfter,
})

export type SubmitOptions = {
  /** The stamped client of the request by default. */
  client?: string
  now?: number
}

/**
 * Requests per client count before validation (a cap on raw traffic); submissions per client and per e-mail
 * address count after it, so a mistyped e-mail does not use up a visitor's submissions.
 */
export async function submitLead(
  payload: Payload,
  kindParam: string,
  request: Request,
  options: SubmitOptions = {},
): Promise<Outcome> {
  if (!isLeadKind(kindParam)) return { status: 404, message: 'There is no such form.' }
  const kind = kindParam
  const client = options.client ?? clientAddress(request)
  const now = options.now ?? Date.now()
  const { max, requestsMax, windowMs } = env().rateLimit
  const durationSeconds = Math.ceil(windowMs / 1000)

  const raw = await limit(payload, 'form-requests', { points: requestsMax, durationSeconds }).consume(client)
  if (!raw.ok) return tooMany(raw.retryAfterSeconds)

  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (!body.ok) return { status: 413, message: `The form is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }

  const parsed = await parseFormBody(kind, request.headers.get('content-type'), body.bytes)
  if (!parsed.ok) return { status: parsed.status, message: parsed.message, errors: parsed.errors }
  const checked = validateSubmission(kind, parsed.value)
  if (!checked.ok) return { status: 400, message: CORRECT_FIELDS, errors: checked.errors }

  const {
    [META_FIELDS.page]: page,
    [META_FIELDS.honeypot]: honeypot,
    [META_FIELDS.renderedAt]: renderedAt,
    [META_FIELDS.captcha]: captchaToken,
    [META_FIELDS.origin]: origin,
    ...fields
  } = checked.data
  const automated = looksAutomated(honeypot, renderedAt, now)

  const perClient = await limit(payload, `form-${kind}`, { points: max, durationSeconds }).consume(client)
  if (!perClient.ok) return tooMany(perClient.retryAfterSeconds)
  if (typeof fields.email === 'string') {
    const perEmail = await limit(payload, `form-${kind}-email`, { points: max, durationSeconds }).consume(
      fields.email.toLowerCase(),
    )
    if (!perEmail.ok) return tooMany(perEmail.retryAfterSeconds)
  }

  const captcha = await verifyCaptcha(captchaToken, client)
  if (!captcha.ok) return { status: captcha.status, message: captcha.message }

  const collection = LEAD_COLLECTIONS[kind]
  const received: Outcome = {
    status: 200,
    message: SUCCESS_MESSAGES[kind],
    redirect: REDIRECTS[kind] ?? SUCCESS_REDIRECT,
  }
  // One insert: the stored lead is also its queued delivery.
  const data = {
    ...fields,
    sourcePage: typeof page === 'string' ? page : null,
    ...(!hasOrigin(collection)
      ? {}
      : leadOrigin(
          typeof origin === 'string' ? origin : undefined,
          request.headers.get('referer'),
          ownOrigins(request),
        )),
    deliveryStatus: 'pending',
    // Kept and answered as any other send; nothing is mailed to its address (traps.ts).
    ...trapMarks(collection, automated),
  }
  const intake = intakeFor(collection)
  if (intake) {
    // The newsletter's double opt-in (collections/Leads.ts registers it): the same answer whether or not the address
    // was known.
    await intake(payload, data)
  } else {
    // The form's schema (forms/schema.ts) checked these fields; it is built from forms/definitions.ts at run
    // time, so TypeScript cannot relate its output to the collection's type: asserted here, once.
    await payload.create({
      collection,
      data: data as RequiredDataFromCollectionSlug<typeof collection>,
      overrideAccess: true,
      depth: 0,
    })
  }
  scheduleRun(payload, 0)
  return received
}
