import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { convertStoredBodies, POST_BODY_TABLES } from '@/lib/post-body/migrate'

/**
 * Posts' bodies become the rich-text editor's documents: each stored HTML body (posts and kept versions) is converted
 * with its "[picture N]" pictures and their captions (src/lib/post-body/migrate.ts) while the column still holds
 * text, then the column becomes jsonb.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const converted = await convertStoredBodies(payload, {
    tables: POST_BODY_TABLES,
    rows: async (table, column) =>
      (await db.execute(sql`SELECT "id", ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}`)).rows,
    pictures: async (table, parent) =>
      (
        await db.execute(
          sql`SELECT picture_id, caption FROM ${sql.identifier(table)} WHERE _parent_id = ${parent} ORDER BY _order`,
        )
      ).rows,
    write: async (table, column, id, json) => {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json} WHERE id = ${id}`)
    },
  })
  payload.logger.info(`[db] ${converted} post bodies converted to rich text`)
  await db.execute(sql`
   ALTER TABLE "posts" ALTER COLUMN "body" SET DATA TYPE jsonb USING "body"::jsonb;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_body" SET DATA TYPE jsonb USING "version_body"::jsonb;`)
}

/** The column holds text again (each document as its JSON): the HTML they were made of is not kept. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ALTER COLUMN "body" SET DATA TYPE varchar;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_body" SET DATA TYPE varchar;`)
}
