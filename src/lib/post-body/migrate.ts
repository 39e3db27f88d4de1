import type { Payload } from 'payload'
import { z } from 'zod'

import { htmlToLexical, postBodyEditorConfig } from './from-html'
import { isLexicalDocument } from './nodes'

/**
 * The conversion both databases' migration runs: every stored post body and every kept version's, from simple HTML
 * with "[picture N]" lines and its list of pictures to the editor's document holding the same text and pictures
 * (src/lib/post-body/from-html.ts). The database is reached through the two functions the migration gives.
 */
export type StoredBodies = {
  /** Table, body column and pictures table of the posts, then of their versions. */
  tables: readonly { table: string; column: string; pictures: string }[]
  rows: (table: string, column: string) => Promise<unknown[]>
  pictures: (table: string, parent: number) => Promise<unknown[]>
  write: (table: string, column: string, id: number, json: string) => Promise<void>
}

export const POST_BODY_TABLES = [
  { table: 'posts', column: 'body', pictures: 'posts_body_pictures' },
  { table: '_posts_v', column: 'version_body', pictures: '_posts_v_version_body_pictures' },
] as const

const bodyRow = z.object({ id: z.coerce.number(), body: z.string().nullable() })
const pictureRow = z.object({ picture_id: z.coerce.number().nullable(), caption: z.string().nullable() })

const storedDocument = (body: string) => {
  try {
    return isLexicalDocument(JSON.parse(body))
  } catch {
    return false
  }
}

/** Converts each HTML body; one already a document (the migration run again) or empty is left as it is. */
export async function convertStoredBodies(payload: Payload, db: StoredBodies): Promise<number> {
  const editor = postBodyEditorConfig(payload)
  let converted = 0
  for (const { table, column, pictures } of db.tables) {
    for (const raw of await db.rows(table, column)) {
      const row = bodyRow.parse(raw)
      if (row.body === null || storedDocument(row.body)) continue
      const placed = (await db.pictures(pictures, row.id)).map((p) => {
        const { picture_id, caption } = pictureRow.parse(p)
        return { picture: picture_id, caption }
      })
      await db.write(table, column, row.id, JSON.stringify(htmlToLexical(row.body, placed, editor)))
      converted++
    }
  }
  return converted
}
