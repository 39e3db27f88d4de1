import type { APIRequestContext } from '@playwright/test'

import { expect } from './fixtures'
import { staffAuth } from './staff'

/** A post as the specs publish it through the CMS's REST API; the fields a test does not care about are filled in. */
export type PostFields = { title: string; slug: string; excerpt?: string; body?: string; authorName?: string }

/** Publishes a post as staff (201 expected) and returns its id. */
export async function publishPost(request: APIRequestContext, post: PostFields): Promise<number> {
  const created = await request.post('/api/posts', {
    data: {
      excerpt: 'Published by a browser test.',
      body: '<p>Hello.</p>',
      authorName: 'Browser Test',
      ...post,
      publishedAt: new Date().toISOString(),
      category: 'News',
      _status: 'published',
    },
    headers: staffAuth(),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return doc.id
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
