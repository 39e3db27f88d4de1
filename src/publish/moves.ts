import type { PayloadRequest } from 'payload'

import { documentPath, type PreviewCollection } from '@/lib/preview-paths'

import { checkFrom } from './redirects'

/**
 * A published document's address changed: its old address answers 301 to the new one from now on. Run inside the
 * save's transaction (changes.ts' hook), so the rename and its redirect are stored together. The redirects
 * collection's own hooks collapse chains (what led to the old address now leads to the new); the change's tags
 * (`redirects` among them) expire the proxy's map once the save has committed.
 */
export async function recordMove(
  req: PayloadRequest,
  collection: PreviewCollection,
  previousSlug: string,
  slug: string,
): Promise<void> {
  const from = documentPath(collection, previousSlug)
  const to = documentPath(collection, slug)
  // The home page's address stays the home page's, whatever its slug.
  if (from === to || checkFrom(from) !== true) return
  await quietly(req, async (quiet) => {
    // The document takes its new address: a redirect away from it would only be a loop waiting to happen. And the
    // old address now has one meaning, this move, whatever a redirect from it said before.
    await req.payload.delete({ collection: 'redirects', where: { from: { in: [to, from] } }, ...quiet })
    await req.payload.create({ collection: 'redirects', data: { from, to: { url: to }, type: '301' }, ...quiet })
  })
}

/**
 * Writes redirects inside `req`'s transaction without their own expiry (the change around them expires the map).
 * Payload merges a Local API call's `context` into `req.context` for good: the caller's is put back after.
 */
export async function quietly(
  req: PayloadRequest,
  write: (options: { overrideAccess: true; context: { skipRevalidate: true }; req: PayloadRequest }) => Promise<void>,
): Promise<void> {
  const context = req.context
  try {
    await write({ overrideAccess: true, context: { skipRevalidate: true }, req })
  } finally {
    req.context = context
  }
}
