import config from '@payload-config'
import { getPayload } from 'payload'

import { submitLead } from '@/leads/submit'
import { errorPage } from '@/leads/error-page'

/**
 * Visitor forms post here. Scripts send JSON and read JSON; a browser without JavaScript
 * posts form data and gets a redirect on success, or a page listing what to correct.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json') || (request.headers.get('content-type') ?? '').startsWith('application/json')
  let outcome
  try {
    outcome = await submitLead(await getPayload({ config }), kind, request)
  } catch (error) {
    console.error(`[leads] ${kind}: could not store the submission`, error)
    const message = 'Sorry, we could not save your message. Please try again in a minute, or e-mail us.'
    return wantsJson ? Response.json({ ok: false, message }, { status: 503, headers: { 'Retry-After': '60' } }) : errorPage(503, message, {}, request)
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (outcome.status === 429) headers['Retry-After'] = String(outcome.retryAfter)
  if (outcome.status === 200) {
    if (wantsJson) return Response.json({ ok: true, message: outcome.message, redirect: outcome.redirect }, { headers })
    return new Response(null, { status: 303, headers: { ...headers, Location: outcome.redirect } })
  }
  const errors = 'errors' in outcome ? outcome.errors : undefined
  if (wantsJson) return Response.json({ ok: false, message: outcome.message, errors }, { status: outcome.status, headers })
  return errorPage(outcome.status, outcome.message, errors ?? {}, request, headers)
}
