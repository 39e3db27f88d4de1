import { describe, expect, it } from 'vitest'

import { emailTag, signLink, verifyLink } from './signed-links'

describe('signed links', () => {
  const who = { id: 7, email: 'Reader@Example.org' }
  const now = Date.UTC(2026, 10, 23)

  it('verify for their purpose, within their time, and bind the address without containing it', () => {
    const token = signLink('newsletter-confirm', who, now, 60_000)
    expect(verifyLink(token, 'newsletter-confirm', now + 59_000)).toMatchObject({
      ok: true,
      claims: { id: '7', iat: now, exp: now + 60_000, h: emailTag('reader@example.org') },
    })
    expect(token.toLowerCase()).not.toContain('reader')
    expect(Buffer.from(token.split('.')[0], 'base64url').toString()).not.toContain('example.org')
    expect(verifyLink(token, 'newsletter-confirm', now + 61_000)).toEqual({ ok: false, reason: 'expired' })
    // The same claims signed for another purpose are another key's work.
    expect(verifyLink(token, 'privacy-confirm', now)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuse tampered claims, tampered signatures and junk', () => {
    const token = signLink('privacy-confirm', who, now, 60_000)
    const [body, mac] = token.split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const other = Buffer.from(JSON.stringify({ ...claims, id: '8' })).toString('base64url')
    expect(verifyLink(`${other}.${mac}`, 'privacy-confirm', now)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyLink(`${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, 'privacy-confirm', now)).toEqual({
      ok: false,
      reason: 'forged',
    })
    for (const junk of [undefined, '', 'x', 'a.b', `${body}.${mac}.x`, `${body}.${mac}`.repeat(20), 42])
      expect(verifyLink(junk, 'privacy-confirm', now).ok).toBe(false)
  })

  it('never expire when made without a lifetime (unsubscribe links)', () => {
    const token = signLink('newsletter-unsubscribe', who, 0)
    expect(verifyLink(token, 'newsletter-unsubscribe', now + 10 * 365 * 86_400_000).ok).toBe(true)
  })
})
