import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { documentOf, pictureNode } from '@/lib/post-body/nodes'
import { expiredAt, onExpire, startSharing, stopSharing } from '@/publish/cache/shared-tags.mjs'
import { followTags, PATH_TAGS } from '@/publish/changes'

// CI's PostgreSQL pass runs this file: the change log is SQL of its own.
/**
 * The one change path (src/publish/changes.ts) as an editor drives it: saves through
 * Payload's Local API run the collections' real hooks, and each test reads which cache tags
 * were expired (every tag the saves expire is recorded through shared-tags' onExpire, the
 * same notice the proxy and server.ts follow).
 */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
let payload: Payload
const expired: string[] = []
let unfollow = () => false

beforeAll(async () => {
  payload = await getPayload({ config })
  // On PostgreSQL, sharing starts by reading the tag times the seed left in the table:
  // those are applied (and announced) before the tests listen.
  startSharing()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  unfollow = onExpire((tags) => expired.push(...tags))
})

afterAll(async () => {
  unfollow()
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

/** The tags expired while `action` ran (bookkeeping tags of the page listing left out). */
async function expiring(action: () => Promise<unknown>): Promise<string[]> {
  expired.length = 0
  await action()
  return [...new Set(expired.filter((tag) => !tag.includes('@')))].sort()
}

const published = (slug?: string): Where => (slug ? { slug: { equals: slug } } : { _status: { equals: 'published' } })
const firstPost = async () =>
  (await payload.find({ collection: 'posts', where: published(), limit: 1, depth: 0, overrideAccess: true })).docs[0]
const firstJob = async () =>
  (await payload.find({ collection: 'jobs', where: published(), limit: 1, depth: 0, overrideAccess: true })).docs[0]
const page = async (slug: string) =>
  (await payload.find({ collection: 'pages', where: published(slug), limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]

describe('one change path', () => {
  it('a published post expires its own reads and its listing, nothing of other posts', async () => {
    const post = await firstPost()
    const tags = await expiring(() =>
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `${post.title}.`, _status: 'published' },
        overrideAccess: true,
      }),
    )
    expect(tags).toEqual([`posts:${post.slug}`, 'posts:list'].sort())
  })

  it('a draft save expires nothing; an unpublish does', async () => {
    const post = await firstPost()
    const draft = await expiring(() =>
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Draft title' },
        draft: true,
        overrideAccess: true,
      }),
    )
    expect(draft).toEqual([])
    const unpublished = await expiring(() =>
      payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, overrideAccess: true }),
    )
    expect(unpublished).toEqual([`posts:${post.slug}`, 'posts:list'].sort())
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: post.title, _status: 'published' },
      overrideAccess: true,
    })
  })

  it('a rename expires the old slug and the new one; a delete expires the document and its list', async () => {
    const job = await firstJob()
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = job
    const made = await payload.create({
      collection: 'jobs',
      data: { ...fields, slug: 'change-path-job', _status: 'published' },
      overrideAccess: true,
    })
    const renamed = await expiring(() =>
      payload.update({
        collection: 'jobs',
        id: made.id,
        data: { slug: 'change-path-job-2', _status: 'published' },
        overrideAccess: true,
      }),
    )
    expect(renamed).toEqual(['jobs:change-path-job', 'jobs:change-path-job-2', 'jobs:list', 'redirects'])
    const deleted = await expiring(() => payload.delete({ collection: 'jobs', id: made.id, overrideAccess: true }))
    expect(deleted).toEqual(['jobs:change-path-job-2', 'jobs:list'])
  })

  it("a page's banner expires that page alone; its menu label expires every page's menu", async () => {
    const about = await page('about-us')
    const banner = await expiring(() =>
      payload.update({
        collection: 'pages',
        id: about.id,
        data: { bannerTitle: `Banner ${Date.now()}`, _status: 'published' },
        overrideAccess: true,
      }),
    )
    expect(banner.filter((t) => t !== 'pages:list')).toEqual(['pages:about-us'])
    // Once the menus were refreshed for this listing, a banner alone leaves them.
    const again = await expiring(() =>
      payload.update({
        collection: 'pages',
        id: about.id,
        data: { bannerTitle: `Banner ${Date.now()}`, _status: 'published' },
        overrideAccess: true,
      }),
    )
    expect(again).toEqual(['pages:about-us'])
    const label = await expiring(() =>
      payload.update({
        collection: 'pages',
        id: about.id,
        data: { name: `About ${Date.now() % 1000}`, _status: 'published' },
        overrideAccess: true,
      }),
    )
    expect(label).toEqual(['pages:about-us', 'pages:list'])
    await payload.update({
      collection: 'pages',
      id: about.id,
      data: { name: about.name, _status: 'published' },
      overrideAccess: true,
    })
  })

  it('a page-content item expires the pages that show it and the case studies whose client it is', async () => {
    const { docs: cases } = await payload.find({
      collection: 'caseStudies',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    const client = cases.find((c) => c._status === 'published')?.client
    expect(typeof client).toBe('string')
    if (typeof client !== 'string') return
    const showing = await payload.find({
      collection: 'pages',
      where: { and: [{ pageContents: { in: [client] } }, { _status: { equals: 'published' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const clientOf = cases.filter((c) => c.client === client && c._status === 'published')
    const tags = await expiring(() =>
      payload.update({
        collection: 'pageContents',
        id: client,
        data: { title: `Client ${Date.now()}` },
        overrideAccess: true,
      }),
    )
    expect(tags).toEqual(
      [
        ...showing.docs.map((p) => `pages:${p.slug}`),
        ...clientOf.map((c) => `caseStudies:${c.slug}`),
        'caseStudies:list',
      ].sort(),
    )
  })

  it('a picture expires the case studies, pages and posts that show it, an unused one nothing; settings their read', async () => {
    const png = Buffer.from(PIXEL, 'base64')
    const file = { data: png, mimetype: 'image/png', name: `change-path-${Date.now()}.png`, size: png.length }
    const media = await payload.create({ collection: 'media', data: { alt: 'A pixel' }, file, overrideAccess: true })
    try {
      const none = await expiring(() =>
        payload.update({ collection: 'media', id: media.id, data: { alt: `Alt ${Date.now()}` }, overrideAccess: true }),
      )
      expect(none).toEqual([])
    } finally {
      await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    }
    const { docs: covered } = await payload.find({
      collection: 'caseStudies',
      where: { and: [{ _status: { equals: 'published' } }, { thumbnail: { exists: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const cover = covered[0]?.thumbnail
    expect(cover).toBeTruthy()
    const coverId = typeof cover === 'object' && cover ? cover.id : cover
    if (coverId === null || coverId === undefined) return
    const alt = (await payload.findByID({ collection: 'media', id: coverId, depth: 0, overrideAccess: true })).alt
    const pictured = await expiring(() =>
      payload.update({ collection: 'media', id: coverId, data: { alt }, overrideAccess: true }),
    )
    expect(pictured).toEqual(expect.arrayContaining([`caseStudies:${covered[0].slug}`, 'caseStudies:list']))
    // The seed gives some posts a case study's cover: those posts and their list expire too, no other post.
    const { docs: posts } = await payload.find({
      collection: 'posts',
      where: { and: [{ _status: { equals: 'published' } }, { cover: { equals: coverId } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(pictured.filter((tag) => /^posts/.test(tag)).sort()).toEqual(
      posts.length ? [...posts.map((p) => `posts:${p.slug}`), 'posts:list'].sort() : [],
    )
    expect(pictured.filter((tag) => /^(jobs|settings)/.test(tag))).toEqual([])
    // A post's cover: that post and the post lists.
    const { docs: coveredPosts } = await payload.find({
      collection: 'posts',
      where: { and: [{ _status: { equals: 'published' } }, { cover: { exists: true } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const postCover = coveredPosts[0]?.cover
    expect(typeof postCover).toBe('number')
    if (typeof postCover !== 'number') return
    const postAlt = (await payload.findByID({ collection: 'media', id: postCover, depth: 0, overrideAccess: true })).alt
    const ofPost = await expiring(() =>
      payload.update({ collection: 'media', id: postCover, data: { alt: postAlt }, overrideAccess: true }),
    )
    expect(ofPost).toEqual(expect.arrayContaining([`posts:${coveredPosts[0].slug}`, 'posts:list']))
    // A picture a post's body shows (not its cover): that post and the post lists.
    const inBody = await payload.create({
      collection: 'media',
      data: { alt: 'In a body' },
      file: { ...file, name: `change-path-body-${Date.now()}.png` },
      overrideAccess: true,
    })
    const bodySlug = `body-picture-change-${Date.now()}`
    const bodyPost = await payload.create({
      collection: 'posts',
      data: {
        title: 'A body picture',
        slug: bodySlug,
        excerpt: 'x',
        body: documentOf([pictureNode({ picture: inBody.id, caption: null })]),
        authorName: 'Sam Ortiz',
        publishedAt: '2026-01-05T12:00:00.000Z',
        category: 'Process',
        _status: 'published',
      },
      overrideAccess: true,
    })
    try {
      const ofBody = await expiring(() =>
        payload.update({
          collection: 'media',
          id: inBody.id,
          data: { alt: 'In a body, edited' },
          overrideAccess: true,
        }),
      )
      expect(ofBody).toEqual(expect.arrayContaining([`posts:${bodySlug}`, 'posts:list']))
    } finally {
      await payload.delete({ collection: 'posts', id: bodyPost.id, overrideAccess: true })
      await payload.delete({ collection: 'media', id: inBody.id, overrideAccess: true })
    }
    const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
    const tags = await expiring(() =>
      payload.updateGlobal({
        slug: 'siteSettings',
        data: { tagline: `${settings.tagline ?? ''}` },
        overrideAccess: true,
      }),
    )
    expect(tags).toEqual(['settings'])
    expect(expiredAt('settings')).toBeGreaterThan(0)
  })

  it('the copies that follow the path list are told of a new post, not of a banner', async () => {
    let told = 0
    const stop = followTags(PATH_TAGS, () => told++)
    try {
      const services = await page('services')
      await payload.update({
        collection: 'pages',
        id: services.id,
        data: { bannerTitle: `B ${Date.now()}`, _status: 'published' },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'pages',
        id: services.id,
        data: { bannerTitle: `B ${Date.now()}`, _status: 'published' },
        overrideAccess: true,
      })
      told = 0
      await payload.update({
        collection: 'pages',
        id: services.id,
        data: { bannerTitle: `B ${Date.now()}`, _status: 'published' },
        overrideAccess: true,
      })
      expect(told).toBe(0)
      const post = await firstPost()
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: `${post.title}!`, _status: 'published' },
        overrideAccess: true,
      })
      expect(told).toBe(1)
    } finally {
      stop()
    }
  })
})
