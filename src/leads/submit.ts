import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/config/env'
import { LEAD_FORMS, META_FIELDS, isLeadKind, type LeadKind } from '@/forms/definitions'
import { validateSubmission, type FieldErrors } from '@/forms/schema'
import { LEAD_COLLECTIONS } from '@/collections/Leads'
import { verifyCaptcha } from './captcha'
import { queueDelivery } from './delivery/delivery'

/**
 * POST /api/forms/{kind}: the one way a visitor's lead enters the system.
 * Order matters: limits and validation first (a 4xx changes nothing), then the lead is
 * written to the database, then its delivery is queued, and only then is the visitor told
 * it was received. Mail delivery never changes what the visitor sees.
 */

export const MAX_BODY_BYTES = 32 * 1024

export const SUCCESS_MESSAGES: Record<LeadKind, string> = {
  quote: 'Thank you. Your project request is in, and a project lead will reply within one business day.',
  contact: 'Thank you. Your message is in, and we will reply within one business day.',
  newsletter: "You're in now! Be ready to become even more tech-savvy.",
  survey: 'Thank you. Your answers are in; we will send your summary by e-mail.',
  test: 'Thank you. We will call you back at the time you chose.',
}

/** Where a visitor without JavaScript lands after a successful send. */
const SUCCESS_REDIRECT = '/thankyou'

type Outcome =
  | { status: 200; message: string; redirect: string }
  | { status: 400 | 404 | 413 | 415 | 503; message: string; errors?: FieldErrors }
  | { status: 429; message: string; retryAfter: number }

const limiters = new Map<LeadKind, RateLimiterMemory>()
function limiter(kind: LeadKind) {
  let l = limiters.get(kind)
  if (!l) {
    const { max, windowMs } = env().rateLimit
    l = new RateLimiterMemory({ points: max, duration: Math.ceil(windowMs / 1000), keyPrefix: `form-${kind}` })
    limiters.set(kind, l)
  }
  return l
}

/** The client address: the first X-Forwarded-For hop set by the proxy in front, else the socket. */
export function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'
}

async function readBody(request: Request): Promise<{ ok: true; text: string } | { ok: false }> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return { ok: false }
    }
    chunks.push(value)
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}

/** Form posts repeat a name for each checked box; JSON carries arrays. Both become one object. */
function formToObject(kind: LeadKind, params: URLSearchParams): Record<string, unknown> {
  const lists = new Set(LEAD_FORMS[kind].fields.filter((f) => f.kind === 'checkboxes').map((f) => f.name))
  const out: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) out[key] = lists.has(key) ? params.getAll(key) : params.get(key)
  return out
}

async function parse(kind: LeadKind, request: Request, text: string): Promise<{ ok: true; value: unknown } | { ok: false; outcome: Outcome }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text)
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, outcome: { status: 400, message: 'The request body must be a JSON object.' } }
      return { ok: true, value }
    } catch {
      return { ok: false, outcome: { status: 400, message: 'The request body is not valid JSON.' } }
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { ok: true, value: formToObject(kind, new URLSearchParams(text)) }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(text, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
      const params = new URLSearchParams()
      for (const [k, v] of form.entries()) {
        if (typeof v !== 'string') return { ok: false, outcome: { status: 400, message: 'Files cannot be attached to this form.' } }
        params.append(k, v)
      }
      return { ok: true, value: formToObject(kind, params) }
    } catch {
      return { ok: false, outcome: { status: 400, message: 'The form data could not be read.' } }
    }
  }
  return { ok: false, outcome: { status: 415, message: 'Send the form as JSON or as form data.' } }
}

export async function submitLead(payload: Payload, kindParam: string, request: Request, now = Date.now()): Promise<Outcome> {
  if (!isLeadKind(kindParam)) return { status: 404, message: 'There is no such form.' }
  const kind = kindParam
  const body = await readBody(request)
  if (!body.ok) return { status: 413, message: `The form is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }

  try {
    await limiter(kind).consume(clientKey(request))
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      return { status: 429, message: `Too many submissions. Please try again in ${retryAfter} seconds.`, retryAfter }
    }
    throw error
  }

  const parsed = await parse(kind, request, body.text)
  if (!parsed.ok) return parsed.outcome
  const checked = validateSubmission(kind, parsed.value)
  if (!checked.ok) return { status: 400, message: 'Please correct the highlighted fields.', errors: checked.errors }

  const { [META_FIELDS.page]: page, [META_FIELDS.honeypot]: honeypot, [META_FIELDS.renderedAt]: renderedAt, [META_FIELDS.captcha]: captchaToken, ...fields } = checked.data
  if (honeypot) return { status: 400, message: 'This submission looks automated and was not accepted.' }
  if (typeof renderedAt === 'number' && renderedAt > 0 && now - renderedAt < env().formMinFillMs) {
    return { status: 400, message: 'That was very quick. Please check the form and send it again.' }
  }

  const captcha = await verifyCaptcha(captchaToken, clientKey(request))
  if (!captcha.ok) return { status: captcha.status, message: captcha.message }

  const collection = LEAD_COLLECTIONS[kind]
  const received: Outcome = { status: 200, message: SUCCESS_MESSAGES[kind], redirect: SUCCESS_REDIRECT }
  const data = { ...fields, sourcePage: typeof page === 'string' ? page : null, deliveryStatus: 'pending' }
  const create = async () => (await payload.create({ collection, data: data as never, overrideAccess: true, depth: 0 })).id
  const subscribed = async () =>
    (await payload.count({ collection: 'newsletterSubscribers', where: { email: { equals: fields.email } }, overrideAccess: true })).totalDocs > 0

  let id: number | string
  if (kind === 'newsletter') {
    // Subscribing again is not an error and stores nothing new.
    if (await subscribed()) return received
    try {
      id = await create()
    } catch (error) {
      // Two sends of the same address at once: the unique index kept one subscriber.
      if (await subscribed()) return received
      throw error
    }
  } else {
    id = await create()
  }
  // The lead is safe in the database; queueing is persisted too, so delivery survives a restart.
  await queueDelivery(payload, collection, id)
  return received
}
