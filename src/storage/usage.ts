import fs from 'node:fs/promises'
import path from 'node:path'

import {
  APIError,
  type CollectionAfterDeleteHook,
  type CollectionAfterErrorHook,
  type CollectionBeforeDeleteHook,
  type FlattenedField,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { Media } from '@/payload-types'

/** A document (or a kept version of one) that shows a media item. */
export type MediaUser = { collection: string; label: string; id: string | number; title: string; version: boolean }

/** Where-paths of every upload or relationship field that holds media, through arrays, groups, tabs and blocks. */
export function mediaPaths(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if ((field.type === 'upload' || field.type === 'relationship') && field.relationTo === 'media')
      return [`${prefix}${field.name}`]
    if (field.type === 'blocks')
      return field.blocks.flatMap((block) => mediaPaths(block.flattenedFields, `${prefix}${field.name}.`))
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
      return mediaPaths(field.flattenedFields, `${prefix}${field.name}.`)
    return []
  })
}

/** A document's field by name (its title field, which the collection's config names) as text, else `fallback`. */
const textOf = (doc: object, name: string, fallback: string | number): string =>
  String(Reflect.get(doc, name) ?? fallback)

const anyOf = (paths: string[], id: string | number, inVersion: boolean): Where => ({
  or: paths.map((p) => ({ [inVersion ? `version.${p}` : p]: { equals: id } })),
})

/** Every document, draft or kept version that uses the media item `id` (at most `limit` per collection). */
export async function usersOfMedia(
  payload: Payload,
  id: string | number,
  req?: PayloadRequest,
  limit = 20,
): Promise<MediaUser[]> {
  const found: MediaUser[] = []
  for (const { config } of Object.values(payload.collections)) {
    if (config.slug === 'media') continue
    const paths = mediaPaths(config.flattenedFields)
    if (paths.length === 0) continue
    const titleField = config.admin?.useAsTitle ?? 'id'
    const label = typeof config.labels?.singular === 'string' ? config.labels.singular : config.slug
    const titleOf = (doc: object, id: string | number) =>
      titleField === 'id' ? String(id) : textOf(doc, titleField, id)
    const seen = new Set<string>()
    const current = await payload.find({
      collection: config.slug,
      where: anyOf(paths, id, false),
      limit,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      req,
    })
    for (const doc of current.docs) {
      seen.add(String(doc.id))
      found.push({ collection: config.slug, label, id: doc.id, title: titleOf(doc, doc.id), version: false })
    }
    if (!config.versions) continue
    const versions = await payload.findVersions({
      collection: config.slug,
      where: anyOf(paths, id, true),
      limit,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const v of versions.docs) {
      const ref: unknown = v.parent
      const parent = ref && typeof ref === 'object' && 'id' in ref ? String(ref.id) : String(ref)
      if (seen.has(parent)) continue
      seen.add(parent)
      found.push({ collection: config.slug, label, id: parent, title: titleOf(v.version, parent), version: true })
    }
  }
  return found
}

export function refusalMessage(users: MediaUser[]): string {
  const list = users.map((u) => `${u.label} "${u.title}"${u.version ? ' (an earlier version)' : ''}`).join('; ')
  return `This picture is still used, so it was not deleted: ${list}. Choose another picture there (and delete the earlier versions that show it) first.`
}

/** A used picture is never deleted: pages showing it would break. Answered 409 with the list of its users. */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users = await usersOfMedia(req.payload, id, req)
  if (users.length > 0) throw new APIError(refusalMessage(users), 409, { users }, true)
}

const HELD = '.deleting-'

type UploadDoc = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | null> | null }
const filesOf = (doc: UploadDoc) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)].filter(
    (f): f is string => typeof f === 'string' && f.length > 0 && !f.includes('/') && !f.includes('\\'),
  )

/** The files set aside, by document id: each as [where it was, where it waits]. */
class HeldFiles extends Map<string, [string, string][]> {}

/**
 * Payload removes a local upload's files before it deletes the record (deleteByID.ts), so a deletion that then
 * fails would leave a record without its files. The files are set aside first (renamed in the same folder, which
 * Payload then finds nothing to remove), removed once the record is gone, and put back when the deletion fails.
 */
export function keepFilesUntilRecordGoes(staticDir: () => string | null) {
  // Per document: a bulk deletion runs its documents side by side in one request.
  const held = (req: PayloadRequest): HeldFiles => {
    const current = req.context.heldMediaFiles
    if (current instanceof HeldFiles) return current
    const fresh = new HeldFiles()
    req.context.heldMediaFiles = fresh
    return fresh
  }
  const setAside: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const dir = staticDir()
    if (!dir) return
    const doc: UploadDoc = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req })
    const moved: [string, string][] = []
    held(req).set(String(id), moved)
    for (const name of filesOf(doc)) {
      const from = path.join(dir, name)
      const to = path.join(dir, `${HELD}${name}`)
      await fs.rename(from, to).then(
        () => moved.push([from, to]),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
        },
      )
    }
  }
  const removeHeld: CollectionAfterDeleteHook<Media> = async ({ req, id, doc }) => {
    for (const [, to] of held(req).get(String(id)) ?? []) await fs.rm(to, { force: true })
    held(req).delete(String(id))
    return doc
  }
  // REST (what /build uses) runs afterError once the failed deletion is over: the files go back where they were.
  const putBack: CollectionAfterErrorHook = async ({ req }) => {
    for (const files of held(req).values())
      for (const [from, to] of files) await fs.rename(to, from).catch(() => undefined)
    held(req).clear()
  }
  return { setAside, removeHeld, putBack }
}
