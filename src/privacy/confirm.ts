import type { Payload } from 'payload'

import { PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import { scheduleRun } from '@/leads/delivery/runner'
import { noticePage } from '@/lib/http/notice-page'
import { claimLinkUse, emailTag, forgetLinkUse, verifyLink } from '@/lib/signed-links'
import { INVALID_LINK, tooManyLinkRequests } from '@/newsletter/links'

/**
 * The link is e-mailed to the address the request is about, so nobody can ask about someone else's address. GET
 * shows a button, POST confirms once within 7 days; the delivery runner then carries the request out.
 */

type Request_ = { id: number | string; email?: string | null; requestType: string; status?: string | null }

const MAX_BODY = 4096

export async function confirmPrivacyRequest(payload: Payload, request: Request): Promise<Response> {
  const limited = await tooManyLinkRequests(payload, request)
  if (limited) return limited
  let token = new URL(request.url).searchParams.get('token')
  if (request.method === 'POST')
    token = new URLSearchParams((await request.text().catch(() => '')).slice(0, MAX_BODY)).get('token') ?? token
  const verified = verifyLink(token, 'privacy-confirm')
  if (!verified.ok && verified.reason === 'expired') {
    return noticePage({
      status: 410,
      title: 'This link has expired',
      paragraphs: ['Confirmation links work for 7 days. Please make the request again; we will send you a new link.'],
      links: [{ href: '/privacy-request', text: 'Make a new privacy request' }],
    })
  }
  if (!verified.ok) return INVALID_LINK('confirmation')
  const row: Request_ | null = await payload.findByID({
    collection: 'privacyRequests',
    id: verified.claims.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const already = noticePage({
    status: 200,
    title: 'This request is already confirmed',
    paragraphs: [
      'This link has been used, and the request is being carried out or is done. There is nothing more to do.',
    ],
  })
  // Once carried out, a deletion's record no longer holds the address: the link no longer matches it.
  if (!row || !row.email || emailTag(row.email) !== verified.claims.h)
    return row && row.status !== 'unconfirmed' ? already : INVALID_LINK('confirmation')
  if (row.status !== 'unconfirmed') return already
  const isDelete = row.requestType === PRIVACY_REQUEST_TYPES.delete
  if (request.method !== 'POST') {
    return noticePage({
      status: 200,
      title: isDelete ? 'Delete your data?' : 'Get a copy of your data?',
      paragraphs: [
        isDelete
          ? 'Press the button to delete everything our website holds about the address this e-mail was sent to: messages and requests, job applications and their files, and any newsletter subscription. This cannot be undone.'
          : 'Press the button and we will e-mail a copy of everything our website holds about this address, as a JSON file, to the same address.',
      ],
      form: {
        action: '/privacy-request/confirm',
        fields: { token: token ?? '' },
        button: isDelete ? 'Yes, delete my data' : 'Yes, send me a copy',
      },
    })
  }
  if (!(await claimLinkUse(payload, verified.claims))) return already
  try {
    await payload.update({
      collection: 'privacyRequests',
      id: row.id,
      data: {
        status: 'confirmed',
        confirmedAt: new Date().toISOString(),
        deliveryStatus: 'pending',
        deliveryAttempts: 0,
        deliveryDueAt: null,
        lastDeliveryError: null,
      },
      overrideAccess: true,
      depth: 0,
      context: { delivery: true },
    })
  } catch (error) {
    // Nothing was changed: the link may be followed again.
    await forgetLinkUse(payload, verified.claims).catch(() => undefined)
    throw error
  }
  scheduleRun(payload, 0)
  return noticePage({
    status: 200,
    title: 'Request confirmed',
    paragraphs: [
      isDelete
        ? 'We are deleting everything our website holds about your address now; it takes less than a minute. We will send one last e-mail to say it is done.'
        : 'We are preparing the copy now and will e-mail it to you within a few minutes.',
    ],
  })
}
