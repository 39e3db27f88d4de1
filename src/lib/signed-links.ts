import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { env } from '@/config/env'

/**
 * HMAC-SHA256 with a key derived from PAYLOAD_SECRET under a label of its own, so CMS sessions and these links
 * never share a key. The e-mail address is not in the link (links end up in logs), only a keyed tag binding it.
 */
export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'privacy-confirm'

export type LinkClaims = { p: LinkPurpose; id: string; h: string; iat: number; exp?: number }

const CLAIMS = z.object({ p: z.string(), id: z.string(), h: z.string(), iat: z.number(), exp: z.number().optional() })

export type Verified = { ok: true; claims: LinkClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const MAX_TOKEN_LENGTH = 600

let cachedKey: { secret: string; key: Buffer } | null = null
function key(): Buffer {
  const secret = env().payloadSecret
  if (cachedKey?.secret !== secret)
    cachedKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'northgrid', 'signed-links/v1', 32)) }
  return cachedKey.key
}

const mac = (data: string) => createHmac('sha256', key()).update(data).digest()

/** Binds a link to an address without revealing it. */
export const emailTag = (email: string) =>
  mac(`email:${email.trim().toLowerCase()}`).subarray(0, 16).toString('base64url')

export function signLink(
  purpose: LinkPurpose,
  subject: { id: string | number; email: string },
  issuedAt: number,
  ttlMs?: number,
): string {
  const claims: LinkClaims = {
    p: purpose,
    id: String(subject.id),
    h: emailTag(subject.email),
    iat: issuedAt,
    ...(ttlMs ? { exp: issuedAt + ttlMs } : {}),
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(`${purpose}.${body}`).toString('base64url')}`
}

/** Constant-time; whether the link was already used is the caller's (claimLinkUse). */
export function verifyLink(token: unknown, purpose: LinkPurpose, now = Date.now()): Verified {
  if (
    typeof token !== 'string' ||
    token.length > MAX_TOKEN_LENGTH ||
    !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/.test(token)
  )
    return { ok: false, reason: 'malformed' }
  const [body = '', signature = ''] = token.split('.')
  const expected = mac(`${purpose}.${body}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const parsed = CLAIMS.safeParse(json)
  if (!parsed.success || parsed.data.p !== purpose) return { ok: false, reason: 'malformed' }
  const claims: LinkClaims = { ...parsed.data, p: purpose }
  if (typeof claims.exp === 'number' && now > claims.exp) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** True for the one request whose insert the unique index accepted. */
export async function claimLinkUse(payload: Payload, claims: LinkClaims): Promise<boolean> {
  const linkId = `${claims.p}:${claims.id}:${claims.iat}`
  try {
    await payload.create({
      collection: 'signedLinkUses',
      data: { linkId, purpose: claims.p },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (error) {
    const used = await payload.count({
      collection: 'signedLinkUses',
      where: { linkId: { equals: linkId } },
      overrideAccess: true,
    })
    if (used.totalDocs > 0) return false
    throw error
  }
}

/** When what the link was for could not be done, so it can be followed again. */
export async function forgetLinkUse(payload: Payload, claims: LinkClaims): Promise<void> {
  await payload.delete({
    collection: 'signedLinkUses',
    where: { linkId: { equals: `${claims.p}:${claims.id}:${claims.iat}` } },
    overrideAccess: true,
  })
}
