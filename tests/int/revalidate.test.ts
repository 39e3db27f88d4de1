import config from '@payload-config'
import CacheHandler from '@/lib/cache/handler.mjs'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/revalidate/route'
import { stopRunner } from '@/leads/delivery/runner'
import { getMenus, getPage } from '@/lib/content'
import { loadDataset } from '@/seed/dataset'
import { seedContent } from '@/seed/seed'
import { send, serve, type Served } from './http'

/**
 * The revalidation endpoint for a CMS elsewhere (src/app/api/revalidate), over real HTTP.
 *
 * The content layer's reads go through Next.js's own unstable_cache and IncrementalCache with
 * the site's cache handler (src/lib/cache/handler.mjs), as in the server: a page's content is
 * read once, then served from the cache. Documents are changed in the database without the
 * CMS's hooks (as a CMS elsewhere does), so the cache stays stale until the endpoint is called:
 * what each page serves after the call shows exactly what the call refreshed.
 */
// What Next.js's server does before loading its modules (next/dist/server/node-environment).
vi.hoisted(() => {
  const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks')
  ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage
})

const SECRET = 'revalidate-test-secret-0123456789abcdef'
let payload: Payload
let served: Served

const revalidate = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  send(served, { path: '/api/revalidate', body: body as object, headers: authorization === null ? {} : { authorization } })

async function changeSilently(slug: string, data: Record<string, unknown>) {
  const page = (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  // skipRevalidate: no hook expires anything, as when the content lives in another instance.
  await payload.update({ collection: 'pages', id: page.id, data, overrideAccess: true, context: { skipRevalidate: true } })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  if (process.env.TEST_DATABASE_URI) await seedContent(payload, await loadDataset(), { reset: true })
  // What Next.js's server sets up: its incremental cache over the configured cache handler.
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    fetchCacheKeyPrefix: '',
    CurCacheHandler: CacheHandler,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' } },
    previewProps: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0])
  served = await serve((pathname, method) => (pathname === '/api/revalidate' && method === 'POST' ? POST : undefined))
})

afterAll(async () => {
  delete process.env.REVALIDATE_SECRET
  await served?.close()
  stopRunner()
  await payload?.destroy()
})

describe('POST /api/revalidate', () => {
  it('does not exist while REVALIDATE_SECRET is unset', async () => {
    delete process.env.REVALIDATE_SECRET
    const res = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect(res.status).toBe(404)
  })

  it('refreshes the changed page only, and only with the right secret', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    const aboutBefore = (await getPage('about-us'))!.bannerTitle
    const servicesBefore = (await getPage('services'))!.bannerTitle
    const marker = `Changed elsewhere ${Date.now()}`
    await changeSilently('about-us', { bannerTitle: `${marker} (about)` })
    await changeSilently('services', { bannerTitle: `${marker} (services)` })
    // Served from the cache: nothing expired yet.
    expect((await getPage('about-us'))!.bannerTitle).toBe(aboutBefore)
    expect((await getPage('services'))!.bannerTitle).toBe(servicesBefore)

    for (const authorization of [null, 'Bearer wrong-secret', `Bearer ${SECRET}x`, SECRET, 'Bearer ']) {
      const refused = await revalidate({ collection: 'pages', slug: 'about-us' }, authorization)
      expect(refused.status, String(authorization)).toBe(401)
      expect(refused.json).toEqual({ error: expect.stringMatching(/secret/i) })
    }
    expect((await getPage('about-us'))!.bannerTitle).toBe(aboutBefore)

    const ok = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect(ok.status).toBe(200)
    expect(ok.json).toMatchObject({ revalidated: true, tags: expect.arrayContaining(['pages:about-us']) })
    expect((ok.json as { tags: string[] }).tags).not.toContain('pages')
    // The changed page is fresh; the other keeps its cached copy (its change was never announced).
    expect((await getPage('about-us'))!.bannerTitle).toBe(`${marker} (about)`)
    expect((await getPage('services'))!.bannerTitle).toBe(servicesBefore)
  })

  it('refreshes the menus of every page only when a change touches them', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    // The listing was seen by the call above: a change to the banner leaves every other page's menu cached.
    await changeSilently('about-us', { bannerTitle: `Only the banner ${Date.now()}` })
    const bannerOnly = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect((bannerOnly.json as { tags: string[] }).tags).toEqual(['pages:about-us'])

    // A new menu label: every page's menu is refreshed.
    const renamed = `About ${Date.now() % 100000}`
    await changeSilently('about-us', { name: renamed })
    const menu = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect((menu.json as { tags: string[] }).tags).toEqual(['pages:about-us', 'pages:list'])
    expect((await getMenus()).header.find((i) => i.href === '/about-us')?.label).toBe(renamed)
  })

  it('answers a bad body with 400', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    for (const body of ['not json', { collection: 'users', slug: 'x' }, { collection: 'pages' }, { collection: 'pages', slug: '' }, { collection: 'posts', slug: 'a', extra: 1 }, []]) {
      const res = await revalidate(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json).toMatchObject({ error: expect.any(String) })
    }
  })
})
