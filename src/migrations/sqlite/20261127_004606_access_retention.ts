import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`actor_kind\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`action\` text NOT NULL,
  	\`resource\` text NOT NULL,
  	\`document_id\` text,
  	\`detail\` text,
  	\`client\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`access_log_actor_kind_idx\` ON \`access_log\` (\`actor_kind\`);`)
  await db.run(sql`CREATE INDEX \`access_log_actor_idx\` ON \`access_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`access_log_actor_email_idx\` ON \`access_log\` (\`actor_email\`);`)
  await db.run(sql`CREATE INDEX \`access_log_action_idx\` ON \`access_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`access_log_resource_idx\` ON \`access_log\` (\`resource\`);`)
  await db.run(sql`CREATE INDEX \`access_log_document_id_idx\` ON \`access_log\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`access_log_updated_at_idx\` ON \`access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`access_log_created_at_idx\` ON \`access_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`instance\` text,
  	\`finished_at\` text,
  	\`applications\` numeric DEFAULT 0,
  	\`cvs\` numeric DEFAULT 0,
  	\`leads\` numeric DEFAULT 0,
  	\`unconfirmed_subscribers\` numeric DEFAULT 0,
  	\`spam\` numeric DEFAULT 0,
  	\`access_records\` numeric DEFAULT 0,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`retention_runs_slot_idx\` ON \`retention_runs\` (\`slot\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_updated_at_idx\` ON \`retention_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_created_at_idx\` ON \`retention_runs\` (\`created_at\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`access_log_id\` integer REFERENCES access_log(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`retention_runs_id\` integer REFERENCES retention_runs(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`access_log_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_retention_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`retention_runs_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`access_log\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`page_contents_id\` text,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`jobs_id\` integer,
  	\`media_id\` integer,
  	\`quote_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`survey_answers_id\` integer,
  	\`callback_requests_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`job_applications_id\` integer,
  	\`cvs_id\` integer,
  	\`signed_link_uses_id\` integer,
  	\`file_deletions_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_contents_id\`) REFERENCES \`page_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_requests_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`survey_answers_id\`) REFERENCES \`survey_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cvs_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`signed_link_uses_id\`) REFERENCES \`signed_link_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_deletions_id\`) REFERENCES \`file_deletions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "page_contents_id", "posts_id", "case_studies_id", "jobs_id", "media_id", "quote_requests_id", "contact_messages_id", "newsletter_subscribers_id", "survey_answers_id", "callback_requests_id", "privacy_requests_id", "job_applications_id", "cvs_id", "signed_link_uses_id", "file_deletions_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "page_contents_id", "posts_id", "case_studies_id", "jobs_id", "media_id", "quote_requests_id", "contact_messages_id", "newsletter_subscribers_id", "survey_answers_id", "callback_requests_id", "privacy_requests_id", "job_applications_id", "cvs_id", "signed_link_uses_id", "file_deletions_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_page_contents_id_idx\` ON \`payload_locked_documents_rels\` (\`page_contents_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_survey_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_answers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`,
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
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_file_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`file_deletions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
}
