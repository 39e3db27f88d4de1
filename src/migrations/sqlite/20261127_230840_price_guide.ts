import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The price guide: its settings (a sprint price, typical projects, a note) and the pages that show it. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_price_guide_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`range\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_price_guide_ranges_order_idx\` ON \`site_settings_price_guide_ranges\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_price_guide_ranges_parent_id_idx\` ON \`site_settings_price_guide_ranges\` (\`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`pages\` ADD \`show_price_guide\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_show_price_guide\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`price_guide_sprint_price\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`price_guide_note\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_price_guide_ranges\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`show_price_guide\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_show_price_guide\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`price_guide_sprint_price\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`price_guide_note\`;`)
}
