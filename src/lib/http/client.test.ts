import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import {
  clientAddress,
  normalizeAddress,
  parseTrustProxy,
  resolveClient,
  stampClient,
  UNVERIFIED_CLIENT,
} from './client'

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('normalizeAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and groups IPv6 by /64', () => {
    expect(normalizeAddress('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(normalizeAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(normalizeAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('::1')).toBe('::/64')
    expect(normalizeAddress(undefined)).toBe('unknown')
    expect(normalizeAddress('not an address')).toBe('unknown')
  })
})

describe('parseTrustProxy', () => {
  it('reads nothing, a hop count, or a list of addresses, CIDRs and names', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' })
    expect(parseTrustProxy('')).toEqual({ kind: 'none' })
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1 ,loopback')).toEqual({
      kind: 'list',
      entries: ['10.0.0.0/8', '127.0.0.1', 'loopback'],
    })
    expect(() => parseTrustProxy('true')).toThrow(/not "true"/)
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.internal')).toThrow(/proxy\.internal/)
  })
})

describe('resolveClient', () => {
  it('ignores forwarding headers when no proxy is trusted, and says so once', () => {
    let said = 0
    const r = req('198.51.100.7', { 'x-forwarded-for': '1.2.3.4' })
    expect(resolveClient(r, { kind: 'none' }, () => said++)).toBe('198.51.100.7')
    expect(resolveClient(r, { kind: 'none' }, () => said++)).toBe('198.51.100.7')
    expect(said).toBeLessThanOrEqual(1)
  })

  it('takes the right-most untrusted hop behind trusted proxies', () => {
    const trust = parseTrustProxy('10.0.0.0/8')
    expect(resolveClient(req('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.4' }), trust)).toBe(
      '203.0.113.9',
    )
    // Not from a trusted proxy: the header is the client's own word.
    expect(resolveClient(req('198.51.100.1', { 'x-forwarded-for': '203.0.113.9' }), trust)).toBe('198.51.100.1')
    expect(
      resolveClient(req('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), { kind: 'hops', hops: 1 }),
    ).toBe('203.0.113.9')
    expect(
      resolveClient(req('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), { kind: 'hops', hops: 2 }),
    ).toBe('6.6.6.6')
  })
})

describe('stamping', () => {
  it('is believed only with the proof of this process; a client cannot stamp itself', () => {
    const r = req('203.0.113.20', { 'x-northgrid-client': '1.1.1.1', 'x-northgrid-client-proof': 'guess' })
    expect(clientAddress(new Headers(r.headers as Record<string, string>))).toBe(UNVERIFIED_CLIENT)
    stampClient(r, { kind: 'none' })
    expect(clientAddress(new Headers(r.headers as Record<string, string>))).toBe('203.0.113.20')
  })
})
