import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`requires_portfolio\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_requires_portfolio\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`noindex\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_noindex\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`requires_portfolio\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_requires_portfolio\`;`)
}
