import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders, staffHeaders } from './headers'

describe('security headers', () => {
  it('allow no third-party host unless the tag manager is configured', () => {
    const plain = contentSecurityPolicy({ production: true })
    expect(plain).not.toMatch(/google|https:/)
    expect(plain).toContain("default-src 'self'")
    const withGtm = securityHeaders({ production: true, gtm: true }).find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value
    expect(withGtm).toContain('https://www.googletagmanager.com')
  })

  it('send HSTS in production only', () => {
    expect(securityHeaders({ production: true }).some((h) => h.key === 'Strict-Transport-Security')).toBe(true)
    expect(securityHeaders({ production: false }).some((h) => h.key === 'Strict-Transport-Security')).toBe(false)
  })

  it('isolate the staff app from other windows; public pages stay in the shared group', () => {
    expect(staffHeaders()).toContainEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' })
    expect(securityHeaders({ production: true }).some((h) => h.key === 'Cross-Origin-Opener-Policy')).toBe(false)
  })
})
