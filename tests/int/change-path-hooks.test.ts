import config from '@payload-config'
import { describe, expect, it } from 'vitest'

import { changePathHooks } from '@/publish/changes'

/** The change path's hooks (src/publish/changes.ts) on the built configuration: none dropped, none doubled. */
const sanitized = await config
const CONTENT = ['pages', 'pageContents', 'posts', 'caseStudies', 'jobs', 'media'] as const
const KINDS = ['beforeChange', 'afterChange', 'afterDelete'] as const

describe("the change path's hooks", () => {
  it.each(CONTENT)('are each on %s exactly once, before its own hooks', (slug) => {
    const hooks = sanitized.collections.find((c) => c.slug === slug)?.hooks
    // Without extra hooks, changePathHooks gives the change path's own: the same functions the collection holds.
    const own = changePathHooks(slug)
    for (const kind of KINDS) {
      const attached: unknown[] = hooks?.[kind] ?? []
      expect(own[kind].length, kind).toBeGreaterThan(0)
      for (const hook of own[kind])
        expect(
          attached.filter((h) => h === hook),
          kind,
        ).toHaveLength(1)
      expect(attached.slice(0, own[kind].length), kind).toEqual(own[kind])
    }
  })

  it('are on no other collection', () => {
    const all = new Set<unknown>()
    for (const slug of CONTENT) for (const kind of KINDS) changePathHooks(slug)[kind].forEach((h) => all.add(h))
    const others = sanitized.collections.filter((c) => !CONTENT.some((slug) => slug === c.slug))
    for (const c of others)
      for (const kind of KINDS)
        expect(
          (c.hooks?.[kind] ?? []).filter((h) => all.has(h)),
          c.slug,
        ).toEqual([])
  })
})
