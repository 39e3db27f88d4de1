import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FIRST_PLACE_OUTSIDE_MENU } from '@/collections/Pages'
import { stopRunner } from '@/leads/delivery/runner'
import { loadDataset, type Dataset } from '@/seed/dataset'
import { prepareDatabase } from '@/seed/prepare'
import { seedContent } from '@/seed/seed'

// CI's PostgreSQL pass runs this file: migrations and the seed differ per database.
/** Against a real database (SQLite file, or PostgreSQL with TEST_DATABASE_URI): seeding, idempotence, access rules. */
let payload: Payload
let data: Dataset

beforeAll(async () => {
  data = await loadDataset()
  payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  await payload?.destroy()
})

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['pages', 'pageContents', 'posts', 'caseStudies', 'jobs', 'users'] as const).map(async (c) => [
        c,
        (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
      ]),
    ),
  )

describe('first start', () => {
  it('seeds the whole dataset and the ADMIN_EMAIL staff user', async () => {
    expect(await counts()).toMatchObject({
      pages: data.pages.length,
      pageContents: data.pageContents.length,
      posts: data.posts.length,
      caseStudies: data.caseStudies.length,
      jobs: data.jobs.length,
    })
    const admin = await payload.find({
      collection: 'users',
      where: { email: { equals: process.env.ADMIN_EMAIL } },
      overrideAccess: true,
    })
    expect(admin.docs[0]?.roles).toEqual(['admin'])
    const settings = await payload.findGlobal({ slug: 'siteSettings' })
    expect(settings.phone).toBe(data.settings.phone)
    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 1 })
    expect((home.docs[0].pageContents ?? []).map((c) => (typeof c === 'object' ? c.id : c))).toEqual(
      data.pages.find((p) => p.slug === 'home')!.pageContents,
    )
  })

  it('changes nothing on a second start', async () => {
    const before = await counts()
    const page = (await payload.find({ collection: 'pages', limit: 1, sort: 'slug' })).docs[0]
    await prepareDatabase(payload, [])
    expect(await counts()).toEqual(before)
    const again = await payload.findByID({ collection: 'pages', id: page.id })
    expect(again.updatedAt).toBe(page.updatedAt)
  })

  it('rebuilds content from the dataset on reset', async () => {
    const about = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } } })).docs[0]
    await payload.update({
      collection: 'pages',
      id: about.id,
      data: { bannerTitle: 'Changed by a test' },
      context: { skipRevalidate: true },
    })
    await seedContent(payload, data, { reset: true })
    const restored = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } } })).docs[0]
    expect(restored.bannerTitle).toBe(data.pages.find((p) => p.slug === 'about-us')!.bannerTitle)
    expect((await counts()).pages).toBe(data.pages.length)
  })
})

describe("the site's order", () => {
  it('gives every page a place: the menu in its order, then the rest; a page saved without one goes last', async () => {
    const placed = async () => (await payload.find({ collection: 'pages', sort: 'order', limit: 200, depth: 0 })).docs
    const docs = await placed()
    const menu = data.pages
      .flatMap((p) => (p.order === null ? [] : [{ slug: p.slug, order: p.order }]))
      .sort((a, b) => a.order - b.order)
      .map((p) => p.slug)
    expect(docs.filter((p) => typeof p.order !== 'number')).toEqual([])
    expect(docs.slice(0, menu.length).map((p) => p.slug)).toEqual(menu)
    expect(docs.slice(menu.length).every((p) => (p.order ?? 0) >= FIRST_PLACE_OUTSIDE_MENU)).toBe(true)

    const last = Math.max(...docs.map((p) => p.order ?? 0))
    const made = await payload.create({
      collection: 'pages',
      draft: true,
      context: { skipRevalidate: true },
      data: { title: 'Placed last', name: 'Placed last', slug: 'placed-last', _status: 'draft' },
    })
    expect(made.order).toBe(last + 1)
    const cleared = await payload.update({
      collection: 'pages',
      id: made.id,
      draft: true,
      context: { skipRevalidate: true },
      data: { order: null },
    })
    expect(cleared.order).toBeGreaterThan(last)
    expect((await placed()).at(-1)?.slug).toBe('placed-last')
    await payload.delete({ collection: 'pages', id: made.id, context: { skipRevalidate: true } })
  })
})

describe('access', () => {
  const visitor = { overrideAccess: false } as const

  it('lets a visitor read published content and site settings', async () => {
    const pages = await payload.find({ collection: 'pages', ...visitor, limit: 100 })
    expect(pages.totalDocs).toBe(data.pages.length)
    expect((await payload.findGlobal({ slug: 'siteSettings', ...visitor })).agencyName).toBe(data.settings.agencyName)
  })

  it('hides drafts from visitors but not from staff', async () => {
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      context: { skipRevalidate: true },
      data: {
        title: 'Unpublished draft',
        slug: 'unpublished-draft',
        excerpt: 'x',
        authorName: 'A B',
        publishedAt: new Date().toISOString(),
        category: 'Notes',
        _status: 'draft',
      },
    })
    const seenByVisitor = await payload.find({
      collection: 'posts',
      where: { slug: { equals: 'unpublished-draft' } },
      ...visitor,
    })
    expect(seenByVisitor.totalDocs).toBe(0)
    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    const seenByStaff = await payload.find({
      collection: 'posts',
      where: { slug: { equals: 'unpublished-draft' } },
      draft: true,
      overrideAccess: false,
      user: staff,
    })
    expect(seenByStaff.totalDocs).toBe(1)
    await payload.delete({ collection: 'posts', id: draft.id, context: { skipRevalidate: true } })
  })

  it('refuses every write and every staff record to a visitor', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        ...visitor,
        data: { title: 'x', name: 'x', slug: 'x', shortDescription: 'x' },
      }),
    ).rejects.toThrow(/not allowed/i)
    const anyPage = (await payload.find({ collection: 'pages', limit: 1 })).docs[0]
    await expect(
      payload.update({ collection: 'pages', id: anyPage.id, ...visitor, data: { title: 'hacked' } }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.delete({ collection: 'pageContents', id: data.pageContents[0].id, ...visitor }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.updateGlobal({ slug: 'siteSettings', ...visitor, data: { phone: '0' } })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(payload.find({ collection: 'users', ...visitor })).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'users',
        ...visitor,
        data: { email: 'intruder@evil.example', password: 'intruder-password', roles: ['admin'] },
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('lets an editor edit content but not manage staff accounts', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@northgrid.example', password: 'editor-password-1', roles: ['editor'] },
      context: { seeding: true },
    })
    const anyPage = (await payload.find({ collection: 'pages', limit: 1 })).docs[0]
    await expect(
      payload.update({
        collection: 'pages',
        id: anyPage.id,
        overrideAccess: false,
        user: editor,
        data: { keywords: ['edited'] },
        context: { skipRevalidate: true },
      }),
    ).resolves.toBeTruthy()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: editor,
        data: { email: 'x@northgrid.example', password: 'another-password', roles: ['admin'] },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({
        collection: 'users',
        id: editor.id,
        overrideAccess: false,
        user: editor,
        data: { roles: ['admin'] },
      }),
    ).resolves.toMatchObject({ roles: ['editor'] })
    await payload.delete({ collection: 'users', id: editor.id })
  })
})
