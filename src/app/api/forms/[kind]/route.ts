import config from '@payload-config'
import { getPayload } from 'payload'

import { submitLead } from '@/leads/submit'
import { errorPage } from '@/leads/error-page'
import { clientAddress } from '@/lib/http/client'
import { requestLog } from '@/lib/log'

/**
 * Visitor forms post here. Scripts send JSON and read JSON; a browser without JavaScript
 * posts form data and gets a redirect on success, or a page listing what to correct.
 * Refused submissions are logged at info (no stack trace); only our own faults are errors.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  const client = clientAddress(request)
  const log = requestLog(request, { form: kind, client })
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json') || (request.headers.get('content-type') ?? '').startsWith('application/json')
  let outcome
  try {
    outcome = await submitLead(await getPayload({ config }), kind, request, { client })
  } catch (error) {
    log.error({ err: error }, 'could not store a form submission')
    const message = 'Sorry, we could not save your message. Please try again in a minute, or e-mail us.'
    return wantsJson ? Response.json({ ok: false, message }, { status: 503, headers: { 'Retry-After': '60' } }) : errorPage(503, message, {}, request)
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
  log[outcome.status === 429 ? 'warn' : 'info']({ status: outcome.status, reason: outcome.message, fields: errors ? Object.keys(errors) : undefined }, 'form submission refused')
  if (wantsJson) return Response.json({ ok: false, message: outcome.message, errors }, { status: outcome.status, headers })
  return errorPage(outcome.status, outcome.message, errors ?? {}, request, headers)
}
