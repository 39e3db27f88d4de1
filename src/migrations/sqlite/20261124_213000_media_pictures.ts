import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`case_studies_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_images_order_idx\` ON \`case_studies_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_images_parent_id_idx\` ON \`case_studies_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_images_image_idx\` ON \`case_studies_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_images_order_idx\` ON \`_case_studies_v_version_images\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_images_parent_id_idx\` ON \`_case_studies_v_version_images\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_images_image_idx\` ON \`_case_studies_v_version_images\` (\`image_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`pages\` ADD \`banner_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_banner_image_idx\` ON \`pages\` (\`banner_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_banner_image_id\` integer REFERENCES media(id);`)
  await db.run(
    sql`CREATE INDEX \`_pages_v_version_version_banner_image_idx\` ON \`_pages_v\` (\`version_banner_image_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`case_studies_thumbnail_idx\` ON \`case_studies\` (\`thumbnail_id\`);`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_thumbnail_idx\` ON \`_case_studies_v\` (\`version_thumbnail_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_thumbnail_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_wide_filename\` text;`)
  await db.run(
    sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'pages', ['banner_image_id'])
  await dropColumns(db, '_pages_v', ['version_banner_image_id'])
  await dropColumns(db, 'case_studies', ['thumbnail_id'])
  await dropColumns(db, '_case_studies_v', ['version_thumbnail_id'])
  await db.run(sql`DROP TABLE \`case_studies_images\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_images\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_card_sizes_card_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_wide_sizes_wide_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_thumbnail_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_wide_filename\`;`)
}
