import type { Payload } from 'payload'

import { env } from '@/config/env'
import { clientAddress } from '@/lib/http/client'
import { noticePage } from '@/lib/http/notice-page'
import { limit } from '@/lib/limits'
import { claimLinkUse, emailTag, forgetLinkUse, verifyLink, type LinkPurpose, type Verified } from '@/lib/signed-links'

/**
 * GET shows a button and POST acts: mail scanners open every link, so confirming on GET would subscribe people who
 * never chose to. The unsubscribe POST is also RFC 8058's one-click unsubscribe.
 */

type Subscriber = { id: number | string; email: string; status?: string | null }

const MAX_BODY = 4096

async function readToken(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token')
  if (request.method !== 'POST') return fromQuery
  const text = (await request.text().catch(() => '')).slice(0, MAX_BODY)
  const fromBody = new URLSearchParams(text).get('token')
  return fromBody ?? fromQuery
}

/** The same cap as raw form requests. */
export async function tooManyLinkRequests(payload: Payload, request: Request): Promise<Response | null> {
  const { requestsMax, windowMs } = env().rateLimit
  const result = await limit(payload, 'signed-link-requests', {
    points: requestsMax,
    durationSeconds: Math.ceil(windowMs / 1000),
  }).consume(clientAddress(request))
  if (result.ok) return null
  return noticePage(
    {
      status: 429,
      title: 'Please wait a moment',
      paragraphs: [`Too many requests. Please try again in ${result.retryAfterSeconds} seconds.`],
    },
    { 'Retry-After': String(result.retryAfterSeconds) },
  )
}

export const INVALID_LINK = (what: string) =>
  noticePage({
    status: 400,
    title: 'This link is not valid',
    paragraphs: [
      `This ${what} link is incomplete or was changed. Please open the link from the e-mail again, or copy all of it into the address bar.`,
    ],
  })

async function subscriberFor(payload: Payload, verified: Verified & { ok: true }): Promise<Subscriber | null> {
  const doc: Subscriber | null = await payload.findByID({
    collection: 'newsletterSubscribers',
    id: verified.claims.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // The link names the row and the address it had; a row now holding another address is not this link's.
  return doc && emailTag(doc.email) === verified.claims.h ? doc : null
}

async function check(payload: Payload, request: Request, purpose: LinkPurpose) {
  const token = await readToken(request)
  const verified = verifyLink(token, purpose)
  return { token: token ?? '', verified, subscriber: verified.ok ? await subscriberFor(payload, verified) : null }
}

export async function confirmSubscription(payload: Payload, request: Request): Promise<Response> {
  const limited = await tooManyLinkRequests(payload, request)
  if (limited) return limited
  const { token, verified, subscriber } = await check(payload, request, 'newsletter-confirm')
  if (!verified.ok && verified.reason === 'expired') {
    return noticePage({
      status: 410,
      title: 'This link has expired',
      paragraphs: [
        'Confirmation links work for 7 days. Subscribe again with the form at the bottom of any page and we will send you a new one.',
      ],
    })
  }
  if (!verified.ok) return INVALID_LINK('confirmation')
  if (!subscriber)
    return noticePage({
      status: 404,
      title: 'This subscription no longer exists',
      paragraphs: [
        'The address was removed from our list. Subscribe again with the form at the bottom of any page if you want our insights.',
      ],
    })
  if (subscriber.status === 'subscribed') {
    return noticePage({
      status: 200,
      title: 'You are already subscribed',
      paragraphs: [
        'This address is confirmed; there is nothing more to do. This link has been used and does not work again.',
      ],
    })
  }
  if (request.method !== 'POST') {
    return noticePage({
      status: 200,
      title: 'Confirm your subscription',
      paragraphs: [
        'Press the button to start receiving our technology insights at the address this e-mail was sent to.',
      ],
      form: { action: '/newsletter/confirm', fields: { token }, button: 'Yes, subscribe me' },
    })
  }
  if (!(await claimLinkUse(payload, verified.claims))) {
    return noticePage({
      status: 409,
      title: 'This link was already used',
      paragraphs: [
        'Each confirmation link works once. Subscribe again with the form at the bottom of any page and we will send you a new one.',
      ],
    })
  }
  try {
    await payload.update({
      collection: 'newsletterSubscribers',
      id: subscriber.id,
      data: { status: 'subscribed', confirmedAt: new Date().toISOString(), unsubscribedAt: null },
      overrideAccess: true,
      depth: 0,
      context: { delivery: true },
    })
  } catch (error) {
    // Nothing was changed: the link may be followed again.
    await forgetLinkUse(payload, verified.claims).catch(() => undefined)
    throw error
  }
  return noticePage({
    status: 200,
    title: "You're in now!",
    paragraphs: [
      'Your subscription is confirmed. Be ready to become even more tech-savvy.',
      'Every e-mail we send has a link to unsubscribe in one click.',
    ],
  })
}

export async function unsubscribe(payload: Payload, request: Request): Promise<Response> {
  const limited = await tooManyLinkRequests(payload, request)
  if (limited) return limited
  const { token, verified, subscriber } = await check(payload, request, 'newsletter-unsubscribe')
  if (!verified.ok) return INVALID_LINK('unsubscribe')
  const done = noticePage({
    status: 200,
    title: 'You are unsubscribed',
    paragraphs: ['We will not send the newsletter to this address again.'],
  })
  if (!subscriber || subscriber.status === 'unsubscribed') return done
  if (request.method !== 'POST') {
    return noticePage({
      status: 200,
      title: 'Unsubscribe from our newsletter',
      paragraphs: ['Press the button and we will stop sending our technology insights to this address.'],
      // The same request a mail client's one-click unsubscribe makes (RFC 8058).
      form: {
        action: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        fields: { 'List-Unsubscribe': 'One-Click' },
        button: 'Unsubscribe',
      },
    })
  }
  await payload.update({
    collection: 'newsletterSubscribers',
    id: subscriber.id,
    // Nothing more is sent: a confirmation e-mail still waiting in the queue is dropped too.
    data: {
      status: 'unsubscribed',
      unsubscribedAt: new Date().toISOString(),
      ...(subscriber.status === 'unconfirmed' ? { deliveryStatus: 'delivered', deliveryDueAt: null } : {}),
    },
    overrideAccess: true,
    depth: 0,
    context: { delivery: true },
  })
  return done
}
