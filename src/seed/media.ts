import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

/** Each demo picture's budget: small enough to commit, and to serve without an optimiser. */
export const MEDIA_MAX_BYTES = 150 * 1024

/** content/media.json: the demo pictures in content/media/ (made by scripts/demo-pictures.ts) and their alt texts. */
export const mediaEntrySchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9_-]+\.(webp|png)$/, 'must be a lower-case .webp or .png file name'),
  alt: z.string().trim().min(1).max(200),
})
export type MediaEntry = z.infer<typeof mediaEntrySchema>

/** The entries, or null without a media.json: a dataset whose pictures are not made yet (the pages show drawings). */
export async function loadMediaEntries(contentDir: string): Promise<MediaEntry[] | null> {
  const file = path.join(/*turbopackIgnore: true*/ contentDir, 'media.json')
  let raw: unknown
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'))
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw new Error(`content: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const parsed = z.array(mediaEntrySchema).safeParse(raw)
  if (!parsed.success)
    throw new Error(`content: media.json: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`)
  return parsed.data
}

/** Uploads every picture into Media (Payload makes its sizes); returns the Media id of each file name. */
export async function uploadMedia(
  payload: Payload,
  mediaDir: string,
  entries: MediaEntry[],
  req: PayloadRequest,
): Promise<Map<string, number>> {
  const { context } = req
  const ids = new Map<string, number>()
  const upload = async (entry: MediaEntry) => {
    const filePath = path.join(/*turbopackIgnore: true*/ mediaDir, entry.file)
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: entry.file } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const kept = existing.docs[0]
    if (kept && kept.alt !== entry.alt)
      await payload.update({
        collection: 'media',
        id: kept.id,
        data: { alt: entry.alt },
        depth: 0,
        overrideAccess: true,
        context,
        req,
      })
    const doc =
      kept ??
      (await payload.create({
        collection: 'media',
        data: { alt: entry.alt },
        filePath,
        depth: 0,
        overrideAccess: true,
        context,
        req,
      }))
    ids.set(entry.file, doc.id)
  }
  // One at a time: the uploads share the seed's transaction, and Payload's transactions take one operation at a time
  // (several at once left a first seed waiting on a query that never settled: Node's exit 13).
  for (const entry of entries) await upload(entry)
  return ids
}

/**
 * On a reset, deletes the pictures that are not the dataset's as its files are now (another name or
 * size); the others are kept, since making their sizes again is most of a seed's time.
 */
export async function dropStaleMedia(
  payload: Payload,
  mediaDir: string,
  entries: MediaEntry[],
  req: PayloadRequest,
): Promise<void> {
  const { context } = req
  const sizes = new Map<string, number>()
  for (const entry of entries)
    sizes.set(entry.file, (await fs.stat(path.join(/*turbopackIgnore: true*/ mediaDir, entry.file))).size)
  const { docs } = await payload.find({
    collection: 'media',
    select: { filename: true, filesize: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const doc of docs)
    if (!doc.filename || sizes.get(doc.filename) !== doc.filesize)
      await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true, context, req })
}
