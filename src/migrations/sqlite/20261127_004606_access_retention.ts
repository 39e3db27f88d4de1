import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

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
  await dropColumns(db, 'payload_locked_documents_rels', ['access_log_id', 'retention_runs_id'])
  await db.run(sql`DROP TABLE \`access_log\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
}
