import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`file_deletions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bucket\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`file_collection\` text NOT NULL,
  	\`filename\` text NOT NULL,
  	\`tag\` text,
  	\`deleted_once\` integer DEFAULT false,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`file_deletions_tag_idx\` ON \`file_deletions\` (\`tag\`);`)
  await db.run(sql`CREATE INDEX \`file_deletions_delivery_status_idx\` ON \`file_deletions\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`file_deletions_delivery_due_at_idx\` ON \`file_deletions\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`file_deletions_updated_at_idx\` ON \`file_deletions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`file_deletions_created_at_idx\` ON \`file_deletions\` (\`created_at\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`file_deletions_id\` integer REFERENCES file_deletions(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_file_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`file_deletions_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'payload_locked_documents_rels', ['file_deletions_id'])
  await db.run(sql`DROP TABLE \`file_deletions\`;`)
}
