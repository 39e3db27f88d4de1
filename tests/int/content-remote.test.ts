import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { createContentClient } from '@/lib/graphql/client'
import { loadPublicPaths } from '@/lib/content/known-paths'
import { createRemoteSource, type RemoteSource } from '@/lib/content/remote'
import { startSite, type Served } from './http'

/**
 * This process serves the real routes as "the CMS" and the remote source reads them through GraphQL: every read the
 * content layer makes must answer exactly what the Local API answers.
 */
let payload: Payload
let cmsSite: Served
let remote: RemoteSource

beforeAll(async () => {
  payload = await getPayload({ config })
  cmsSite = await startSite()
  remote = createRemoteSource(
    createContentClient({ uri: `http://127.0.0.1:${cmsSite.port}/api/graphql`, logger: { warn() {}, error() {} } }),
  )
})

afterAll(async () => {
  await cmsSite?.close()
  stopRunner()
  await payload?.destroy()
})

const visitor = { overrideAccess: false } as const

/** The reads of src/lib/content/index.ts (and icons.ts), with their arguments. */
async function reads(): Promise<{ name: string; args: Record<string, unknown>; global?: true }[]> {
  const slugs = async (collection: 'pages' | 'posts' | 'caseStudies' | 'jobs') =>
    (await payload.find({ collection, select: { slug: true }, limit: 1000, depth: 0, ...visitor })).docs.map(
      (d) => d.slug,
    )
  const list: { name: string; args: Record<string, unknown>; global?: true }[] = [
    { name: 'settings', args: { slug: 'siteSettings', depth: 0, ...visitor }, global: true as const },
    {
      name: 'menus',
      args: {
        collection: 'pages',
        where: { or: [{ showInHeader: { equals: true } }, { showInFooter: { equals: true } }] },
        select: { name: true, slug: true, order: true, showInHeader: true, showInFooter: true },
        limit: 100,
        depth: 0,
        ...visitor,
      },
    },
    {
      name: 'page slugs',
      args: { collection: 'pages', select: { slug: true, updatedAt: true }, limit: 1000, depth: 0, ...visitor },
    },
    {
      name: 'page listing (unpaginated)',
      args: {
        collection: 'pages',
        select: { name: true, slug: true, order: true },
        pagination: false,
        depth: 0,
        ...visitor,
      },
    },
    { name: 'posts', args: { collection: 'posts', sort: '-publishedAt', limit: 100, depth: 1, ...visitor } },
    {
      name: 'case studies',
      args: { collection: 'caseStudies', sort: '-publishedAt', limit: 100, depth: 1, ...visitor },
    },
    { name: 'jobs', args: { collection: 'jobs', sort: 'title', limit: 100, depth: 0, ...visitor } },
    {
      name: 'technology icons',
      args: {
        collection: 'pageContents',
        where: { type: { equals: 'Technologies' } },
        select: { slug: true },
        limit: 500,
        depth: 0,
        ...visitor,
      },
    },
  ]
  for (const slug of await slugs('pages'))
    list.push({
      name: `page ${slug}`,
      args: { collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, ...visitor },
    })
  for (const slug of await slugs('posts'))
    list.push({
      name: `post ${slug}`,
      args: { collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...visitor },
    })
  for (const slug of await slugs('caseStudies'))
    list.push({
      name: `case study ${slug}`,
      args: { collection: 'caseStudies', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...visitor },
    })
  for (const slug of await slugs('jobs'))
    list.push({
      name: `job ${slug}`,
      args: { collection: 'jobs', where: { slug: { equals: slug } }, limit: 1, depth: 0, ...visitor },
    })
  return list
}

describe('remote CMS mode', () => {
  it('answers every read of the content layer exactly as the Local API does', async () => {
    const all = await reads()
    expect(all.length).toBeGreaterThan(20)
    for (const read of all) {
      let local: unknown = read.global
        ? await payload.findGlobal(read.args as never)
        : (await payload.find(read.args as never)).docs
      // A global's row id is not part of Payload's GraphQL type (and no page uses it).
      if (read.global) local = { ...(local as Record<string, unknown>), id: undefined }
      const fromRemote = read.global
        ? await remote.findGlobal(read.args as never)
        : (await remote.find(read.args as never)).docs
      expect(fromRemote, read.name).toEqual(JSON.parse(JSON.stringify(local)))
      if (!read.global) expect((local as unknown[]).length, read.name).toBeGreaterThan(0)
    }
  })

  it('gives the proxy the same public paths (src/lib/content/known-paths.ts)', async () => {
    const local = await loadPublicPaths(payload)
    expect(local.size).toBeGreaterThan(20)
    expect([...(await loadPublicPaths(remote as never))].sort()).toEqual([...local].sort())
  })

  it('populates uploads and relationships to the depth asked, and gives ids beyond it, as the Local API does', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'remote-mode test' },
      file: { data: png, mimetype: 'image/png', name: `remote-${Date.now()}.png`, size: png.length },
      overrideAccess: true,
    })
    const study = (await payload.find({ collection: 'caseStudies', limit: 1, depth: 0, ...visitor })).docs[0]
    const clientId = study.client as string
    const before = await payload.findByID({ collection: 'pageContents', id: clientId, depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'pageContents',
      id: clientId,
      data: { thumbnail: media.id, images: [media.id] },
      overrideAccess: true,
    })
    try {
      for (const args of [
        { collection: 'caseStudies', where: { id: { equals: study.id } }, depth: 1, limit: 1, ...visitor },
        { collection: 'caseStudies', where: { id: { equals: study.id } }, depth: 2, limit: 1, ...visitor },
        { collection: 'pageContents', where: { id: { equals: clientId } }, depth: 0, limit: 1, ...visitor },
      ]) {
        const local = (await payload.find(args as never)).docs
        expect((await remote.find(args)).docs, `${args.collection} at depth ${args.depth}`).toEqual(
          JSON.parse(JSON.stringify(local)),
        )
      }
      // The case in point: at depth 1 the client is populated and its thumbnail is an id.
      const [remoteStudy] = (
        await remote.find({ collection: 'caseStudies', where: { id: { equals: study.id } }, depth: 1, limit: 1 })
      ).docs as { client: { thumbnail: unknown; images: unknown[] } }[]
      expect(remoteStudy.client.thumbnail).toBe(media.id)
      expect(remoteStudy.client.images).toEqual([media.id])
    } finally {
      await payload.update({
        collection: 'pageContents',
        id: clientId,
        data: { thumbnail: before.thumbnail ?? null, images: before.images ?? [] },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    }
  })

  it('sees an edit in the CMS on the next read', async () => {
    const args = { collection: 'pages', where: { slug: { equals: 'home' } }, depth: 1, limit: 1, ...visitor }
    const before = (await remote.find(args)).docs[0] as { id: number; title: string }
    const title = `${before.title} (edited ${Date.now()})`
    await payload.update({ collection: 'pages', id: before.id, data: { title }, overrideAccess: true })
    try {
      expect((await remote.find(args)).docs[0]).toMatchObject({ id: before.id, title })
    } finally {
      await payload.update({ collection: 'pages', id: before.id, data: { title: before.title }, overrideAccess: true })
    }
  })

  it('refuses what a remote CMS cannot honour', async () => {
    await expect(remote.find({ collection: 'pages', overrideAccess: true })).rejects.toThrow(
      'overrideAccess cannot be honoured by a remote CMS',
    )
    await expect(remote.find({ collection: 'pages', draft: true, user: { id: 1 } })).rejects.toThrow(
      'reads as a local user cannot be honoured by a remote CMS',
    )
    // So nobody previews drafts through it: no editor is signed in to a remote CMS here.
    expect((await remote.auth({ headers: new Headers({ authorization: 'JWT anything' }) })).user).toBeNull()
  })

  it("fails with the client's wording once the CMS is gone", async () => {
    const gone = await startSite()
    const orphan = createRemoteSource(
      createContentClient({
        uri: `http://127.0.0.1:${gone.port}/api/graphql`,
        logger: { warn() {}, error() {} },
        retry: { wait: () => 0 },
      }),
    )
    expect((await orphan.find({ collection: 'jobs', limit: 1, depth: 0 })).docs).toHaveLength(1)
    await gone.close()
    await expect(orphan.find({ collection: 'jobs', limit: 1, depth: 0 })).rejects.toThrow(
      'Network error: Network request failed',
    )
  })
})
