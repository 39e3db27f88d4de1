import config from '@payload-config'
import { getPayload } from 'payload'

import { submitApplication } from '@/careers/submit'
import { errorPage } from '@/leads/error-page'
import { clientAddress } from '@/lib/http/client'
import { requestLog } from '@/lib/log'

/**
 * The Apply form posts here (src/careers/submit.ts): multipart with the CV. Scripts ask for
 * JSON (Accept) and show the answer beside the fields; a browser without JavaScript gets a
 * redirect on success, or a page listing what to correct.
 */
export async function POST(request: Request) {
  const client = clientAddress(request)
  const log = requestLog(request, { form: 'application', client })
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  let outcome
  try {
    outcome = await submitApplication(await getPayload({ config }), request, { client })
  } catch (error) {
    log.error({ err: error }, 'could not store a job application')
    const message = 'Sorry, we could not save your application. Please try again in a minute, or e-mail it to us.'
    return wantsJson ? Response.json({ ok: false, message }, { status: 503, headers: { 'Retry-After': '60' } }) : errorPage(503, message, {}, request)
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
  log[outcome.status === 429 ? 'warn' : 'info']({ status: outcome.status, reason: outcome.message, fields: errors ? Object.keys(errors) : undefined }, 'job application refused')
  if (wantsJson) return Response.json({ ok: false, message: outcome.message, errors }, { status: outcome.status, headers })
  return errorPage(outcome.status, outcome.message, errors ?? {}, request, headers)
}
