import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/revalidate/route'
import { stopRunner } from '@/leads/delivery/runner'
import { expire, expiredAt, sharingReady, startSharing, stopSharing } from '@/publish/cache/shared-tags.mjs'
import { send, serve, type Served } from './http'

/**
 * The endpoint over real HTTP; what it expires is read from the shared tag times ('use cache' needs Next.js's
 * compiler, so tests/e2e/remote-cms.spec.ts shows the served pages follow). Documents change without the CMS's
 * hooks, as on a CMS elsewhere, so only the endpoint expires anything.
 */
const SECRET = 'revalidate-test-secret-0123456789abcdef'
let payload: Payload
let served: Served

const revalidate = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  send(served, {
    path: '/api/revalidate',
    body: body as object,
    headers: authorization === null ? {} : { authorization },
  })

async function changeSilently(slug: string, data: Record<string, unknown>) {
  const page = (
    await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  // skipRevalidate: no hook expires anything, as when the content lives in another instance.
  await payload.update({
    collection: 'pages',
    id: page.id,
    data,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // Tag times other test files left in a shared database are read before any test compares them.
  startSharing()
  await sharingReady()
  served = await serve((pathname, method) => (pathname === '/api/revalidate' && method === 'POST' ? POST : undefined))
})

afterAll(async () => {
  delete process.env.REVALIDATE_SECRET
  await served?.close()
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

/** When each of `tags` was last expired (0: never), to compare before and after a call. */
const times = (...tags: string[]) => Object.fromEntries(tags.map((tag) => [tag, expiredAt(tag)]))

describe('POST /api/revalidate', () => {
  it('does not exist while REVALIDATE_SECRET is unset', async () => {
    delete process.env.REVALIDATE_SECRET
    const res = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect(res.status).toBe(404)
  })

  it('expires the changed page only, and only with the right secret', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    const marker = `Changed elsewhere ${Date.now()}`
    await changeSilently('about-us', { bannerTitle: `${marker} (about)` })
    await changeSilently('services', { bannerTitle: `${marker} (services)` })
    const before = times('pages:about-us', 'pages:services', 'pages')

    for (const authorization of [null, 'Bearer wrong-secret', `Bearer ${SECRET}x`, SECRET, 'Bearer ']) {
      const refused = await revalidate({ collection: 'pages', slug: 'about-us' }, authorization)
      expect(refused.status, String(authorization)).toBe(401)
      expect(refused.json).toEqual({ error: expect.stringMatching(/secret/i) })
    }
    expect(times('pages:about-us', 'pages:services', 'pages')).toEqual(before)

    const called = Date.now()
    const ok = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect(ok.status).toBe(200)
    expect(ok.json).toMatchObject({ revalidated: true, tags: expect.arrayContaining(['pages:about-us']) })
    expect((ok.json as { tags: string[] }).tags).not.toContain('pages')
    // The changed page's reads are expired (by the time the endpoint answers); the other
    // page's are not (its change was never announced), nor the whole collection's.
    expect(expiredAt('pages:about-us')).toBeGreaterThanOrEqual(called)
    expect(times('pages:services', 'pages')).toEqual({
      'pages:services': before['pages:services'],
      pages: before.pages,
    })
  })

  it('expires the menus of every page only when a change touches them', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    // The listing was seen by the call above: a change to the banner leaves every other page's menu cached.
    await changeSilently('about-us', { bannerTitle: `Only the banner ${Date.now()}` })
    const listBefore = expiredAt('pages:list')
    const bannerOnly = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect((bannerOnly.json as { tags: string[] }).tags).toEqual(['pages:about-us'])
    expect(expiredAt('pages:list')).toBe(listBefore)

    // A new menu label: every page's menu is refreshed.
    const renamed = `About ${Date.now() % 100000}`
    await changeSilently('about-us', { name: renamed })
    const called = Date.now()
    const menu = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect((menu.json as { tags: string[] }).tags).toEqual(['pages:about-us', 'pages:list'])
    expect(expiredAt('pages:list')).toBeGreaterThanOrEqual(called)
  })

  it('expires the menus again after another instance refreshed them for another listing', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    const original = `Menu A ${Date.now() % 100000}`
    await changeSilently('about-us', { name: original })
    expect((await revalidate({ collection: 'pages', slug: 'about-us' })).json).toMatchObject({
      tags: expect.arrayContaining(['pages:list']),
    })

    // Renamed, and the change announced to another instance behind the same balancer: it
    // expired the menus in the shared tag times, and every instance's menus now say "Menu B".
    await changeSilently('about-us', { name: `Menu B ${Date.now() % 100000}` })
    await expire(['pages:about-us', 'pages:list'])

    // Renamed back and announced here: the listing is the one this instance saw last, but
    // not the one the menus were refreshed for, so they are expired again.
    await changeSilently('about-us', { name: original })
    const called = Date.now()
    const back = await revalidate({ collection: 'pages', slug: 'about-us' })
    expect((back.json as { tags: string[] }).tags).toContain('pages:list')
    expect(expiredAt('pages:list')).toBeGreaterThanOrEqual(called)
  })

  it('answers a bad body with 400', async () => {
    process.env.REVALIDATE_SECRET = SECRET
    for (const body of [
      'not json',
      { collection: 'users', slug: 'x' },
      { collection: 'pages' },
      { collection: 'pages', slug: '' },
      { collection: 'posts', slug: 'a', extra: 1 },
      [],
    ]) {
      const res = await revalidate(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json).toMatchObject({ error: expect.any(String) })
    }
  })
})
