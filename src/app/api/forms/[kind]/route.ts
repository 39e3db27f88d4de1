import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { LEAD_FORMS, META_FIELDS, isLeadKind, type LeadKind } from '@/forms/definitions'
import { submitLead } from '@/leads/submit'
import { errorPage } from '@/leads/error-page'
import type { RefusedForm } from '@/leads/form-page'
import { toPlainText } from '@/lib/html'
import { clientAddress } from '@/lib/http/client'
import { requestLog } from '@/lib/log'

/** Scripts send JSON; a browser without JavaScript gets a redirect on success, or a page listing what to correct. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  const client = clientAddress(request)
  const log = requestLog(request, { form: kind, client })
  const wantsJson =
    (request.headers.get('accept') ?? '').includes('application/json') ||
    (request.headers.get('content-type') ?? '').startsWith('application/json')
  // A browser without JavaScript gets its form back with what was typed: a copy of the body to read it from.
  const copy = wantsJson ? null : request.clone()
  let payload: Payload
  let outcome
  try {
    payload = await getPayload({ config })
    outcome = await submitLead(payload, kind, request, { client })
  } catch (error) {
    log.error({ err: error }, 'could not store a form submission')
    const message = 'Sorry, we could not save your message. Please try again in a minute, or e-mail us.'
    return wantsJson
      ? Response.json({ ok: false, message }, { status: 503, headers: { 'Retry-After': '60' } })
      : errorPage(503, message, {}, request)
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (outcome.status === 429) headers['Retry-After'] = String(outcome.retryAfter)
  // The rest of an oversize body is not read: closing the connection ends its upload.
  if (outcome.status === 413) headers.Connection = 'close'
  if (outcome.status === 200) {
    log.info('form submission stored')
    if (wantsJson) return Response.json({ ok: true, message: outcome.message, redirect: outcome.redirect }, { headers })
    return new Response(null, { status: 303, headers: { ...headers, Location: outcome.redirect } })
  }
  const errors = 'errors' in outcome ? outcome.errors : undefined
  log[outcome.status === 429 ? 'warn' : 'info'](
    { status: outcome.status, reason: outcome.message, fields: errors ? Object.keys(errors) : undefined },
    'form submission refused',
  )
  if (wantsJson)
    return Response.json({ ok: false, message: outcome.message, errors }, { status: outcome.status, headers })
  const form =
    copy && isLeadKind(kind) && (outcome.status === 400 || outcome.status === 429)
      ? await refusedForm(payload, kind, copy)
      : undefined
  return errorPage(outcome.status, outcome.message, errors ?? {}, request, headers, form)
}

async function refusedForm(payload: Payload, kind: LeadKind, copy: Request): Promise<RefusedForm | undefined> {
  const values = await copy.formData().catch(() => null)
  if (!values) return undefined
  const def = LEAD_FORMS[kind]
  const needsServices = def.fields.some((f) => f.optionsFrom === 'services')
  const services = needsServices ? await serviceNames(payload) : []
  const page = values.get(META_FIELDS.page)
  return {
    action: `/api/forms/${kind}`,
    fields: def.fields.map((f) => (f.optionsFrom === 'services' ? { ...f, options: services } : f)),
    values,
    hidden: typeof page === 'string' && page ? { [META_FIELDS.page]: page } : {},
  }
}

async function serviceNames(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'services' } },
    depth: 1,
    limit: 1,
  })
  return (docs[0]?.pageContents ?? []).flatMap((c) =>
    typeof c === 'object' && c.type === 'Services' ? [toPlainText(c.title)] : [],
  )
}
