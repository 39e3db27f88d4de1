import type { APIRequestContext } from '@playwright/test'

import { expect } from './fixtures'
import { staffAuth } from './staff'

/** A post as the specs publish it through the CMS's REST API; the fields a test does not care about are filled in. */
export type PostFields = { title: string; slug: string; excerpt?: string; body?: string; authorName?: string }

/** The body of a published post, with what a test does not care about filled in. */
const publishedPost = (post: PostFields) => ({
  excerpt: 'Published by a browser test.',
  body: '<p>Hello.</p>',
  authorName: 'Browser Test',
  ...post,
  publishedAt: new Date().toISOString(),
  category: 'News',
  _status: 'published',
})

/** Publishes a post as staff (201 expected) and returns its id. */
export async function publishPost(request: APIRequestContext, post: PostFields): Promise<number> {
  const created = await request.post('/api/posts', { data: publishedPost(post), headers: staffAuth() })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return doc.id
}

/** The same through another server of the test (`origin`), signed in with `token` (201 expected). */
export async function publishPostAt(origin: string, token: string, post: PostFields): Promise<number> {
  const created = await fetch(`${origin}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(publishedPost(post)),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Publishes a new title for a post (200 expected). */
export async function retitlePost(request: APIRequestContext, id: number, title: string): Promise<void> {
  const edited = await request.patch(`/api/posts/${id}`, {
    data: { title, _status: 'published' },
    headers: staffAuth(),
  })
  expect(edited.status()).toBe(200)
}

export const deletePost = (request: APIRequestContext, id: number) =>
  request.delete(`/api/posts/${id}`, { headers: staffAuth() })
