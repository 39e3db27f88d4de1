import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { convertStoredBodies, POST_BODY_TABLES } from '@/lib/post-body/migrate'

/**
 * Posts' bodies become the rich-text editor's documents: each stored HTML body (posts and kept versions) is converted
 * with its "[picture N]" pictures and their captions (src/lib/post-body/migrate.ts). SQLite keeps the document as JSON
 * text in the same column, so no column changes.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const converted = await convertStoredBodies(payload, {
    tables: POST_BODY_TABLES,
    rows: (table, column) =>
      db.all(sql`SELECT ${sql.identifier('id')}, ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}`),
    pictures: (table, parent) =>
      db.all(
        sql`SELECT picture_id, caption FROM ${sql.identifier(table)} WHERE _parent_id = ${parent} ORDER BY _order`,
      ),
    write: async (table, column, id, json) => {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json} WHERE id = ${id}`)
    },
  })
  payload.logger.info(`[db] ${converted} post bodies converted to rich text`)
}

/** The documents stay as they are: the HTML they were made of is not kept. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
