import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Every account gets a title (src/collections/Users.ts, useAsTitle name): those without a name take their e-mail. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE users SET name = email WHERE name IS NULL OR TRIM(name) = ''`)
}

/** A name given stays: the account reads the same before this migration. No column changes. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
