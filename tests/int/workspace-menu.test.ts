import config from '@payload-config'
import { describe, expect, it } from 'vitest'

import type { Role } from '@/access'
import { deliverySentence } from '@/staff/delivery-sentence'

/** The built configuration as /build reads it: the menu per role and the lists' columns (src/staff/workspace.ts). */
const sanitized = await config
const entities = [...sanitized.collections, ...sanitized.globals]
const hiddenFor = (slug: string, roles: Role[]) => {
  const rule = entities.find((c) => c.slug === slug)?.admin?.hidden
  const at = new Date().toISOString()
  const user = {
    id: 1,
    collection: 'users' as const,
    email: 'staff@northgrid.example',
    createdAt: at,
    updatedAt: at,
    roles,
  }
  return typeof rule === 'function' ? rule({ user }) : Boolean(rule)
}

describe('the menu per role', () => {
  const slugs = ['quoteRequests', 'jobApplications', 'privacyRequests', 'pages', 'posts', 'media', 'redirects']
  const more = ['siteSettings', 'users', 'staffSecurity']
  it('shows sales the leads, editors the content, admins everything', () => {
    const shown = (roles: Role[]) => [...slugs, ...more].filter((s) => !hiddenFor(s, roles))
    // Their own account is at /build/account; staff accounts are an admin's work.
    expect(shown(['sales'])).toEqual(['quoteRequests', 'jobApplications', 'privacyRequests'])
    // Editors cannot read leads, so Payload leaves them out of the menu by access.
    expect(shown(['editor'])).toEqual([...slugs, 'siteSettings'])
    expect(shown(['admin'])).toEqual([...slugs, ...more])
  })
  it("keeps the object store's bookkeeping out of the media list and its filters", () => {
    const media = sanitized.collections.find((c) => c.slug === 'media')
    for (const name of ['prefix', '_objectKey']) {
      const field = media?.fields.find((f) => 'name' in f && f.name === name)
      expect(field && 'admin' in field ? field.admin : undefined, name).toMatchObject({
        disableListColumn: true,
        disableListFilter: true,
      })
    }
  })
})

describe("a lead's delivery in one line", () => {
  const base = { attempts: 0, error: null, deliveredAt: null, trapped: false }
  it('says what happened, at New York time', () => {
    expect(deliverySentence({ ...base, status: 'delivered', deliveredAt: '2026-11-28T15:42:00.000Z' })).toBe(
      'E-mailed Nov 28, 10:42 AM EST',
    )
    expect(deliverySentence({ ...base, status: 'no-transport' })).toBe('Not e-mailed: no mail transport')
    expect(deliverySentence({ ...base, status: 'failed', attempts: 3, error: 'connection refused' })).toBe(
      'Failed 3 times: connection refused',
    )
    expect(deliverySentence({ ...base, status: 'skipped', trapped: true })).toBe(
      'Not e-mailed: looks automated (kept as spam)',
    )
    expect(deliverySentence({ ...base, status: 'pending' })).toBe('Waiting to be e-mailed')
  })
})
