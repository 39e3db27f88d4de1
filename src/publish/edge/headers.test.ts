import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key'
import type { RouteKind } from 'next/dist/server/route-kind'
import { afterEach, describe, expect, it } from 'vitest'

import { createCachingServer } from '@/lib/http/html-cache'
import { recordPageTags } from '@/publish/cache/page-tags.mjs'

import { edgeCacheControl, edgeHeaders, type EdgePolicy } from './headers'

const NEXT = 's-maxage=86400, stale-while-revalidate=31449600'
const NONE: EdgePolicy = { purging: false, maxAgeSeconds: 86400 }
const PURGING: EdgePolicy = { purging: true, maxAgeSeconds: 86400 }

describe('the Cache-Control a shared cache gets', () => {
  it('without a purger, never more than the live window (5 s) and a short stale-while-revalidate', () => {
    expect(edgeCacheControl(200, NEXT, ['pages:about-us'], NONE)).toBe('s-maxage=5, stale-while-revalidate=25')
    expect(edgeCacheControl(200, 'public, max-age=0, s-maxage=60', [], NONE)).toBe('public, max-age=0, s-maxage=5')
    expect(edgeCacheControl(200, 's-maxage=2', [], NONE)).toBe('s-maxage=2')
  })

  it('with a purger, long for a page whose content is named, short for anything that could not be purged', () => {
    expect(edgeCacheControl(200, NEXT, ['pages:about-us', 'settings'], PURGING)).toBe(
      's-maxage=86400, stale-while-revalidate=25',
    )
    expect(edgeCacheControl(200, NEXT, [], PURGING)).toBe('s-maxage=5, stale-while-revalidate=25')
    expect(edgeCacheControl(404, NEXT, ['settings'], PURGING)).toBe('s-maxage=5, stale-while-revalidate=25')
  })

  it('leaves answers no shared cache may keep as they are', () => {
    expect(edgeCacheControl(200, 'private, no-cache, no-store, max-age=0, must-revalidate', ['x'], PURGING)).toBeNull()
    expect(edgeCacheControl(200, 'public, max-age=31536000, immutable', [], PURGING)).toBeNull()
    expect(edgeCacheControl(200, '', [], NONE)).toBeNull()
  })
})

describe('server.ts rewrites the answers on the way out', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** A stand-in for Next.js answering as it does for a prerendered page, behind the real HTML cache. */
  async function site(policy: EdgePolicy) {
    const made = createCachingServer(
      (request, response) => {
        if (request.url === '/private') response.setHeader('cache-control', 'private, no-store')
        else response.setHeader('cache-control', NEXT)
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.end(`<html><body>${request.url}</body></html>`)
      },
      { maxAgeSeconds: 60, onRequest: edgeHeaders(policy) },
    )
    server = made.server
    await new Promise<void>((resolve) => made.server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`
    return { origin, cache: made.cache }
  }

  it('names a rendered page’s content in Surrogate-Key and Cache-Tag, from Next.js’s answer and from the HTML cache', async () => {
    // Keyed as Next.js keys a page's entry in the cache handler (handler.mjs records what it is given).
    const key = getRouteCacheKey('/edge-named', { kind: 'APP_PAGE' as RouteKind, sourceRoute: '/(site)/[slug]/page' })
    recordPageTags(key, ['_N_T_/layout', 'pages:edge-named', 'pages:list', 'settings'])
    const { origin, cache } = await site(PURGING)
    const first = await fetch(`${origin}/edge-named`)
    expect(first.headers.get('x-html-cache')).toBeNull()
    expect(first.headers.get('cache-control')).toBe('s-maxage=86400, stale-while-revalidate=25')
    expect(first.headers.get('surrogate-key')).toBe('pages:edge-named pages:list settings')
    expect(first.headers.get('cache-tag')).toBe('pages:edge-named,pages:list,settings')
    await cache.settled()
    const hit = await fetch(`${origin}/edge-named`)
    expect(hit.headers.get('x-html-cache')).toBe('HIT')
    expect(hit.headers.get('cache-control')).toBe('s-maxage=86400, stale-while-revalidate=25')
    expect(hit.headers.get('surrogate-key')).toBe('pages:edge-named pages:list settings')
  })

  it('keeps an unnamed page short even with a purger, and every page short without one', async () => {
    recordPageTags('/edge-short', ['pages:edge-short'])
    const purging = await site(PURGING)
    const unnamed = await fetch(`${purging.origin}/edge-unnamed`)
    expect(unnamed.headers.get('cache-control')).toBe('s-maxage=5, stale-while-revalidate=25')
    expect(unnamed.headers.get('surrogate-key')).toBeNull()
    const kept = await fetch(`${purging.origin}/private`)
    expect(kept.headers.get('cache-control')).toBe('private, no-store')
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const plain = await site(NONE)
    const named = await fetch(`${plain.origin}/edge-short`)
    expect(named.headers.get('cache-control')).toBe('s-maxage=5, stale-while-revalidate=25')
    expect(named.headers.get('surrogate-key')).toBe('pages:edge-short')
  })
})
