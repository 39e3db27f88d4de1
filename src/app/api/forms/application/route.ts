import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { submitApplication } from '@/careers/submit'
import { APPLICATION, APPLICATION_TARGET_FIELD, META_FIELDS, applicationForm } from '@/forms/definitions'
import { errorPage } from '@/leads/error-page'
import type { RefusedForm } from '@/leads/form-page'
import { clientAddress } from '@/lib/http/client'
import { requestLog } from '@/lib/log'

const NOT_SENT = 'Your application was not sent'

/** Scripts ask for JSON; a browser without JavaScript gets a redirect on success, or a page listing what to correct. */
export async function POST(request: Request) {
  const client = clientAddress(request)
  const log = requestLog(request, { form: 'application', client })
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  // A browser without JavaScript gets its form back with what was typed (bodies up to the CV limit only).
  const declared = Number(request.headers.get('content-length') ?? 0)
  const copy = !wantsJson && declared <= APPLICATION.file.maxBytes ? request.clone() : null
  let payload: Payload | undefined
  let outcome
  try {
    payload = await getPayload({ config })
    outcome = await submitApplication(payload, request, { client })
  } catch (error) {
    log.error({ err: error }, 'could not store a job application')
    const message = 'Sorry, we could not save your application. Please try again in a minute, or e-mail it to us.'
    const headers = { 'Retry-After': '60', 'Cache-Control': 'no-store' }
    if (wantsJson) return Response.json({ ok: false, message }, { status: 503, headers })
    const form = copy && payload ? await refusedForm(payload, copy).catch(() => undefined) : undefined
    return errorPage(503, message, {}, request, headers, form, NOT_SENT)
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (outcome.status === 429) headers['Retry-After'] = String(outcome.retryAfter)
  if (outcome.status === 503) headers['Retry-After'] = '60'
  if (outcome.status === 200) {
    log.info('job application stored')
    if (wantsJson) return Response.json({ ok: true, message: outcome.message, redirect: outcome.redirect }, { headers })
    return new Response(null, { status: 303, headers: { ...headers, Location: outcome.redirect } })
  }
  const errors = 'errors' in outcome ? outcome.errors : undefined
  log[outcome.status === 429 ? 'warn' : 'info'](
    { status: outcome.status, reason: outcome.message, fields: errors ? Object.keys(errors) : undefined },
    'job application refused',
  )
  if (wantsJson)
    return Response.json({ ok: false, message: outcome.message, errors }, { status: outcome.status, headers })
  // Refused for the store (503): what was typed comes back too, to send again in a few minutes.
  const form = copy && [400, 415, 429, 503].includes(outcome.status) ? await refusedForm(payload, copy) : undefined
  const heading = outcome.status === 503 ? NOT_SENT : undefined
  return errorPage(outcome.status, outcome.message, errors ?? {}, request, headers, form, heading)
}

/** The Apply form as it was posted (leads/form-page.ts), with the fields its job asks for. */
async function refusedForm(payload: Payload, copy: Request): Promise<RefusedForm | undefined> {
  const values = await copy.formData().catch(() => null)
  if (!values) return undefined
  const position = values.get(APPLICATION_TARGET_FIELD)
  const page = values.get(META_FIELDS.page)
  if (typeof position !== 'string') return undefined
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { slug: { equals: position } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const def = applicationForm(docs[0]?.requiresPortfolio === true)
  return {
    action: '/api/forms/application',
    fields: def.fields,
    file: def.file,
    values,
    hidden: {
      [APPLICATION_TARGET_FIELD]: position,
      ...(typeof page === 'string' && page ? { [META_FIELDS.page]: page } : {}),
    },
  }
}
