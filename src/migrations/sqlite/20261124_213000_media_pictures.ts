import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`DROP TABLE \`case_studies_images\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_images\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`order\` numeric,
  	\`show_in_header\` integer DEFAULT false,
  	\`show_in_footer\` integer DEFAULT false,
  	\`header_type\` text DEFAULT 'Header',
  	\`short_description\` text,
  	\`banner\` text,
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`banner_url\` text,
  	\`banner_cta\` text,
  	\`clients_title\` text,
  	\`clients_description\` text,
  	\`services_title\` text,
  	\`services_description\` text,
  	\`partners_title\` text,
  	\`partners_description\` text,
  	\`blogs_title\` text,
  	\`blogs_description\` text,
  	\`work_title\` text,
  	\`work_description\` text,
  	\`awards_title\` text,
  	\`awards_description\` text,
  	\`technologies_title\` text,
  	\`technologies_description\` text,
  	\`platform_title\` text,
  	\`form_title\` text,
  	\`form_description\` text,
  	\`core_values_title\` text,
  	\`core_values_description\` text,
  	\`listing\` text,
  	\`form\` text,
  	\`meta_data_type\` text DEFAULT 'website',
  	\`meta_data_url\` text,
  	\`meta_data_locale\` text DEFAULT 'en_US',
  	\`meta_data_site_name\` text,
  	\`meta_data_twitter_card\` text DEFAULT 'summary_large_image',
  	\`meta_data_twitter_site\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_pages\`("id", "title", "name", "slug", "order", "show_in_header", "show_in_footer", "header_type", "short_description", "banner", "banner_title", "banner_description", "banner_url", "banner_cta", "clients_title", "clients_description", "services_title", "services_description", "partners_title", "partners_description", "blogs_title", "blogs_description", "work_title", "work_description", "awards_title", "awards_description", "technologies_title", "technologies_description", "platform_title", "form_title", "form_description", "core_values_title", "core_values_description", "listing", "form", "meta_data_type", "meta_data_url", "meta_data_locale", "meta_data_site_name", "meta_data_twitter_card", "meta_data_twitter_site", "updated_at", "created_at", "_status") SELECT "id", "title", "name", "slug", "order", "show_in_header", "show_in_footer", "header_type", "short_description", "banner", "banner_title", "banner_description", "banner_url", "banner_cta", "clients_title", "clients_description", "services_title", "services_description", "partners_title", "partners_description", "blogs_title", "blogs_description", "work_title", "work_description", "awards_title", "awards_description", "technologies_title", "technologies_description", "platform_title", "form_title", "form_description", "core_values_title", "core_values_description", "listing", "form", "meta_data_type", "meta_data_url", "meta_data_locale", "meta_data_site_name", "meta_data_twitter_card", "meta_data_twitter_site", "updated_at", "created_at", "_status" FROM \`pages\`;`,
  )
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_order\` numeric,
  	\`version_show_in_header\` integer DEFAULT false,
  	\`version_show_in_footer\` integer DEFAULT false,
  	\`version_header_type\` text DEFAULT 'Header',
  	\`version_short_description\` text,
  	\`version_banner\` text,
  	\`version_banner_title\` text,
  	\`version_banner_description\` text,
  	\`version_banner_url\` text,
  	\`version_banner_cta\` text,
  	\`version_clients_title\` text,
  	\`version_clients_description\` text,
  	\`version_services_title\` text,
  	\`version_services_description\` text,
  	\`version_partners_title\` text,
  	\`version_partners_description\` text,
  	\`version_blogs_title\` text,
  	\`version_blogs_description\` text,
  	\`version_work_title\` text,
  	\`version_work_description\` text,
  	\`version_awards_title\` text,
  	\`version_awards_description\` text,
  	\`version_technologies_title\` text,
  	\`version_technologies_description\` text,
  	\`version_platform_title\` text,
  	\`version_form_title\` text,
  	\`version_form_description\` text,
  	\`version_core_values_title\` text,
  	\`version_core_values_description\` text,
  	\`version_listing\` text,
  	\`version_form\` text,
  	\`version_meta_data_type\` text DEFAULT 'website',
  	\`version_meta_data_url\` text,
  	\`version_meta_data_locale\` text DEFAULT 'en_US',
  	\`version_meta_data_site_name\` text,
  	\`version_meta_data_twitter_card\` text DEFAULT 'summary_large_image',
  	\`version_meta_data_twitter_site\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_name", "version_slug", "version_order", "version_show_in_header", "version_show_in_footer", "version_header_type", "version_short_description", "version_banner", "version_banner_title", "version_banner_description", "version_banner_url", "version_banner_cta", "version_clients_title", "version_clients_description", "version_services_title", "version_services_description", "version_partners_title", "version_partners_description", "version_blogs_title", "version_blogs_description", "version_work_title", "version_work_description", "version_awards_title", "version_awards_description", "version_technologies_title", "version_technologies_description", "version_platform_title", "version_form_title", "version_form_description", "version_core_values_title", "version_core_values_description", "version_listing", "version_form", "version_meta_data_type", "version_meta_data_url", "version_meta_data_locale", "version_meta_data_site_name", "version_meta_data_twitter_card", "version_meta_data_twitter_site", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_name", "version_slug", "version_order", "version_show_in_header", "version_show_in_footer", "version_header_type", "version_short_description", "version_banner", "version_banner_title", "version_banner_description", "version_banner_url", "version_banner_cta", "version_clients_title", "version_clients_description", "version_services_title", "version_services_description", "version_partners_title", "version_partners_description", "version_blogs_title", "version_blogs_description", "version_work_title", "version_work_description", "version_awards_title", "version_awards_description", "version_technologies_title", "version_technologies_description", "version_platform_title", "version_form_title", "version_form_description", "version_core_values_title", "version_core_values_description", "version_listing", "version_form", "version_meta_data_type", "version_meta_data_url", "version_meta_data_locale", "version_meta_data_site_name", "version_meta_data_twitter_card", "version_meta_data_twitter_site", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_pages_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`client_id\` text,
  	\`industry\` text,
  	\`summary\` text,
  	\`challenge\` text,
  	\`solution\` text,
  	\`quote_text\` text,
  	\`quote_name\` text,
  	\`quote_role\` text,
  	\`published_at\` text,
  	\`featured\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`client_id\`) REFERENCES \`page_contents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_case_studies\`("id", "title", "slug", "client_id", "industry", "summary", "challenge", "solution", "quote_text", "quote_name", "quote_role", "published_at", "featured", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "client_id", "industry", "summary", "challenge", "solution", "quote_text", "quote_name", "quote_role", "published_at", "featured", "updated_at", "created_at", "_status" FROM \`case_studies\`;`,
  )
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_studies\` RENAME TO \`case_studies\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_client_idx\` ON \`case_studies\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_client_id\` text,
  	\`version_industry\` text,
  	\`version_summary\` text,
  	\`version_challenge\` text,
  	\`version_solution\` text,
  	\`version_quote_text\` text,
  	\`version_quote_name\` text,
  	\`version_quote_role\` text,
  	\`version_published_at\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_client_id\`) REFERENCES \`page_contents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__case_studies_v\`("id", "parent_id", "version_title", "version_slug", "version_client_id", "version_industry", "version_summary", "version_challenge", "version_solution", "version_quote_text", "version_quote_name", "version_quote_role", "version_published_at", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_client_id", "version_industry", "version_summary", "version_challenge", "version_solution", "version_quote_text", "version_quote_name", "version_quote_role", "version_published_at", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_case_studies_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__case_studies_v\` RENAME TO \`_case_studies_v\`;`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_client_idx\` ON \`_case_studies_v\` (\`version_client_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`,
  )
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_autosave_idx\` ON \`_case_studies_v\` (\`autosave\`);`)
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
