import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`request_type\` text NOT NULL,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`status\` text DEFAULT 'unconfirmed' NOT NULL,
  	\`requested_by\` text DEFAULT 'visitor',
  	\`email_tag\` text,
  	\`confirmation_requested_at\` text,
  	\`confirmed_at\` text,
  	\`completed_at\` text,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`privacy_requests_delivery_status_idx\` ON \`privacy_requests\` (\`delivery_status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`privacy_requests_delivery_due_at_idx\` ON \`privacy_requests\` (\`delivery_due_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`privacy_requests_status_idx\` ON \`privacy_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_email_tag_idx\` ON \`privacy_requests\` (\`email_tag\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_updated_at_idx\` ON \`privacy_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_created_at_idx\` ON \`privacy_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stage\` text DEFAULT 'new' NOT NULL,
  	\`position\` text NOT NULL,
  	\`position_path\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`link\` text,
  	\`cover_note\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_stage_idx\` ON \`job_applications\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(
    sql`CREATE INDEX \`job_applications_delivery_status_idx\` ON \`job_applications\` (\`delivery_status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`job_applications_delivery_due_at_idx\` ON \`job_applications\` (\`delivery_due_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cvs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cvs_email_idx\` ON \`cvs\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`cvs_updated_at_idx\` ON \`cvs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cvs_created_at_idx\` ON \`cvs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cvs_filename_idx\` ON \`cvs\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`signed_link_uses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_id\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`signed_link_uses_link_id_idx\` ON \`signed_link_uses\` (\`link_id\`);`)
  await db.run(sql`CREATE INDEX \`signed_link_uses_updated_at_idx\` ON \`signed_link_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`signed_link_uses_created_at_idx\` ON \`signed_link_uses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`status\` text DEFAULT 'unconfirmed' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_requests_id\` integer REFERENCES privacy_requests(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`,
  )
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cvs_id\` integer REFERENCES cvs(id);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`signed_link_uses_id\` integer REFERENCES signed_link_uses(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`cvs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_signed_link_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`signed_link_uses_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'payload_locked_documents_rels', [
    'privacy_requests_id',
    'job_applications_id',
    'cvs_id',
    'signed_link_uses_id',
  ])
  await db.run(sql`DROP TABLE \`privacy_requests\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`cvs\`;`)
  await db.run(sql`DROP TABLE \`signed_link_uses\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`unsubscribed_at\`;`)
}
