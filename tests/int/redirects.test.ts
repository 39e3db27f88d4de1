import config from '@payload-config'
import { NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { stopRunner } from '@/leads/delivery/runner'
import { createRemoteSource } from '@/lib/content/remote'
import { createContentClient } from '@/lib/graphql/client'
import { documentPath } from '@/lib/preview-paths'
import { proxy } from '@/proxy'
import { changeLog } from '@/publish/change-log'
import { loadRedirects } from '@/publish/redirects'
import { startSite, type Served } from './http'

// CI's PostgreSQL pass runs this file: renames go through the change log's SQL.
/**
 * Old addresses answer 301 (docs/redirects.md): saves through Payload (Local API and the REST API a staff member's
 * /build uses) run the real hooks, and src/proxy.ts answers each address as it does in production, from the map it
 * keeps until the change path names the redirects.
 */
let payload: Payload
let site: Served
let seq = 0

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

type Answer = { status: number; location: string | null; rewritten: boolean; cacheControl: string | null }

/** The origin Next.js is given (server.ts): it answers the proxy's Location there as a path (the browser tests see). */
const ownOrigin = () => `http://${env().listenHost ?? 'localhost'}:${env().port}`

async function visit(path: string): Promise<Answer> {
  const response = await proxy(new NextRequest(new URL(path, 'http://site.test')))
  const location = response.headers.get('location')
  return {
    status: response.status,
    location: location?.startsWith(`${ownOrigin()}/`) ? location.slice(ownOrigin().length) : location,
    rewritten: (response.headers.get('x-middleware-rewrite') ?? '').includes('/_/not-found'),
    cacheControl: response.headers.get('cache-control'),
  }
}

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}`

async function publishPost(slug: string) {
  const model = (await payload.find({ collection: 'posts', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model
  return payload.create({
    collection: 'posts',
    data: { ...fields, title: `Post ${slug}`, slug, _status: 'published' },
    overrideAccess: true,
  })
}

const rename = (collection: 'posts' | 'pages' | 'jobs' | 'caseStudies', id: number | string, slug: string) =>
  payload.update({ collection, id, data: { slug, _status: 'published' }, overrideAccess: true })

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${site.port}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function staffSave(token: string, body: unknown, id?: number | string) {
  const res = await fetch(`http://127.0.0.1:${site.port}/api/redirects${id === undefined ? '' : `/${id}`}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as {
    doc?: { id: number | string }
    errors?: { message: string; data?: { errors?: { message: string }[] } }[]
  }
  // Payload's answer: the error, and each field's message under it (what /build shows beside the field).
  const messages = (json.errors ?? []).flatMap((e) => [e.message, ...(e.data?.errors ?? []).map((f) => f.message)])
  return { status: res.status, json, messages: messages.join('\n') }
}

describe('a renamed document keeps its old address', () => {
  it('a post renamed answers 301 at the old address; unknown paths still miss', async () => {
    const a = unique('move-a')
    const b = unique('move-b')
    const post = await publishPost(a)
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 200, rewritten: false })
    await rename('posts', post.id, b)
    // A shared cache keeps it the live window; a browser an hour, since a page may take the address back.
    expect(await visit(`/blog/${a}`)).toMatchObject({
      status: 301,
      location: `/blog/${b}`,
      cacheControl: 'public, max-age=3600, s-maxage=5',
    })
    expect(await visit(`/blog/${a}/?utm_source=mail`)).toMatchObject({
      status: 301,
      location: `/blog/${b}?utm_source=mail`,
    })
    expect(await visit(`/blog/${b}`)).toMatchObject({ status: 200, rewritten: false })
    expect(await visit(`/blog/${unique('never-was')}`)).toMatchObject({ status: 200, rewritten: true })
  })

  it('every kind of document: a page, a case study and a job', async () => {
    for (const collection of ['pages', 'caseStudies', 'jobs'] as const) {
      const doc = (
        await payload.find({
          collection,
          where: { and: [{ _status: { equals: 'published' } }, { slug: { not_equals: 'home' } }] },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0] as { id: number | string; slug: string }
      const moved = unique(doc.slug.slice(0, 40))
      const [from, to] = [documentPath(collection, doc.slug), documentPath(collection, moved)]
      await rename(collection, doc.id, moved)
      try {
        expect(await visit(from), collection).toMatchObject({ status: 301, location: to })
      } finally {
        await rename(collection, doc.id, doc.slug)
      }
      // Moved back: the address is the document's again, and the one it had meanwhile leads home.
      expect(await visit(from), collection).toMatchObject({ status: 200, rewritten: false })
      expect(await visit(to), collection).toMatchObject({ status: 301, location: from })
    }
  })

  it('a rename made as a draft (autosave) and then published still leaves the old address', async () => {
    const a = unique('draft-move-a')
    const b = unique('draft-move-b')
    const post = await publishPost(a)
    await payload.update({ collection: 'posts', id: post.id, data: { slug: b }, draft: true, overrideAccess: true })
    // Visitors still see the published version at the old address.
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 200, rewritten: false })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 301, location: `/blog/${b}` })
  })

  it('chains collapse: A->B then B->C makes A->C, stored so', async () => {
    const [a, b, c] = [unique('chain-a'), unique('chain-b'), unique('chain-c')]
    const post = await publishPost(a)
    await rename('posts', post.id, b)
    await rename('posts', post.id, c)
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 301, location: `/blog/${c}` })
    expect(await visit(`/blog/${b}`)).toMatchObject({ status: 301, location: `/blog/${c}` })
    const stored = await payload.find({
      collection: 'redirects',
      where: { from: { in: [`/blog/${a}`, `/blog/${b}`] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs.map((d) => d.to?.url)).toEqual([`/blog/${c}`, `/blog/${c}`])
  })

  it('a new page taking an old address wins over the redirect', async () => {
    const [a, b] = [unique('taken-a'), unique('taken-b')]
    const first = await publishPost(a)
    await rename('posts', first.id, b)
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 301 })
    await publishPost(a)
    expect(await visit(`/blog/${a}`)).toMatchObject({ status: 200, rewritten: false })
    expect(await visit(`/blog/${b}`)).toMatchObject({ status: 200, rewritten: false })
  })

  it('the change names the redirects, so every instance and every remote site reads them again', async () => {
    const [a, b] = [unique('logged-a'), unique('logged-b')]
    const post = await publishPost(a)
    await rename('posts', post.id, b)
    const log = changeLog(payload)
    const [last] = await log.after((await log.latest()) - 1, 1)
    expect(last).toMatchObject({ collection: 'posts', slug: b, previousSlug: a })
    expect(last.tags).toEqual(expect.arrayContaining([`posts:${a}`, `posts:${b}`, 'posts:list', 'redirects']))
  })
})

describe('staff redirects in /build', () => {
  let editor = ''
  beforeAll(async () => {
    const email = `${unique('redirect-editor')}@northgrid.example`
    await payload.create({
      collection: 'users',
      data: { email, password: 'redirect-editor-password-1', roles: ['editor'] },
      overrideAccess: true,
    })
    editor = await signIn(email, 'redirect-editor-password-1')
  })

  it('an editor adds a permanent and a temporary redirect, and edits one', async () => {
    const from = `/${unique('campaign')}`
    const saved = await staffSave(editor, { from: `${from}/`, to: { url: '/blog' }, type: '302' })
    expect(saved.status).toBe(201)
    expect(await visit(from)).toMatchObject({ status: 302, location: '/blog' })
    const edited = await staffSave(
      editor,
      { to: { url: 'https://example.com/offer?x=1' }, type: '301' },
      saved.json.doc!.id,
    )
    expect(edited.status).toBe(200)
    expect(await visit(from)).toMatchObject({ status: 301, location: 'https://example.com/offer?x=1' })
  })

  it('bad input is a clear 400 that stores nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ from: '/build/login', to: { url: '/' } }, /\/build, \/api/],
      [{ from: '/api/users', to: { url: '/' } }, /\/build, \/api/],
      [{ from: 'no-slash', to: { url: '/' } }, /start it with one "\/"/],
      [{ from: '//evil.example', to: { url: '/' } }, /start it with one "\/"/],
      [{ from: `/${unique('x')}?a=1`, to: { url: '/' } }, /without "\?"/],
      [{ from: `/${unique('x')}`, to: { url: 'javascript:alert(1)' } }, /Only http:\/\/ and https:\/\//],
      [{ from: `/${unique('x')}`, to: { url: 'data:text/html,hi' } }, /Only http:\/\/ and https:\/\//],
      [{ from: `/${unique('x')}`, to: { url: '//evil.example/' } }, /full http:\/\/ or https:\/\//],
      [{ from: `/${unique('x')}`, to: { url: '' } }, /Enter the new address/],
      [{ from: `/${unique('x')}`, to: { url: '/' }, type: '307' }, /type/i],
    ]
    const before = (await payload.count({ collection: 'redirects', overrideAccess: true })).totalDocs
    for (const [body, message] of cases) {
      const answer = await staffSave(editor, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.messages, JSON.stringify(body)).toMatch(message)
    }
    expect((await payload.count({ collection: 'redirects', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('a loop is refused with a message naming it; a chain made by hand collapses', async () => {
    const [x, y, z] = [`/${unique('loop-x')}`, `/${unique('loop-y')}`, `/${unique('loop-z')}`]
    expect((await staffSave(editor, { from: x, to: { url: y } })).status).toBe(201)
    expect((await staffSave(editor, { from: y, to: { url: z } })).status).toBe(201)
    expect(await visit(x)).toMatchObject({ status: 301, location: z })
    const loop = await staffSave(editor, { from: z, to: { url: x } })
    expect(loop.status).toBe(400)
    expect(loop.messages).toContain(`This redirect would make a loop: ${z} → ${x}`)
    const self = await staffSave(editor, { from: z, to: { url: z } })
    expect(self.status).toBe(400)
    expect(await visit(z)).toMatchObject({ status: 200, rewritten: true })
  })

  it('visitors cannot write redirects', async () => {
    const anonymous = await fetch(`http://127.0.0.1:${site.port}/api/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: `/${unique('anon')}`, to: { url: 'https://evil.example/' } }),
    })
    expect(anonymous.status).toBe(403)
  })
})

describe('a remote site (CONTENT_GRAPHQL_URL)', () => {
  it('reads the same redirects from its CMS over GraphQL', async () => {
    const [a, b] = [unique('remote-a'), unique('remote-b')]
    const post = await publishPost(a)
    await rename('posts', post.id, b)
    const remote = createRemoteSource(
      createContentClient({ uri: `http://127.0.0.1:${site.port}/api/graphql`, logger: { warn() {}, error() {} } }),
    )
    const there = await loadRedirects(remote as unknown as Pick<Payload, 'find'>)
    expect(there.get(`/blog/${a}`)).toEqual({ to: `/blog/${b}`, status: 301 })
    expect([...there]).toEqual([...(await loadRedirects(payload))])
  })
})
