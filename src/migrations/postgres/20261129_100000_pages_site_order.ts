import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every page gets a place in the site's order (src/collections/Pages.ts): those without one go after the menu's, from
 * 100 on, by name; their kept versions take the same place. No column changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE pages SET "order" = placed.place
    FROM (
      SELECT id, GREATEST(99, (SELECT COALESCE(MAX("order"), 0) FROM pages)) + ROW_NUMBER() OVER (ORDER BY name, id) AS place
      FROM pages WHERE "order" IS NULL
    ) AS placed
    WHERE pages.id = placed.id`)
  await db.execute(sql`
    UPDATE _pages_v SET version_order = (SELECT "order" FROM pages WHERE pages.id = _pages_v.parent_id)
    WHERE version_order IS NULL`)
}

/** The places given stay: a page with a place reads the same before this migration. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
