import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_order_idx\` ON \`quote_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_parent_id_idx\` ON \`quote_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_notes_author_idx\` ON \`quote_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_order_idx\` ON \`contact_messages_notes\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`contact_messages_notes_parent_id_idx\` ON \`contact_messages_notes\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`contact_messages_notes_author_idx\` ON \`contact_messages_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`survey_answers_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`survey_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_answers_notes_order_idx\` ON \`survey_answers_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_notes_parent_id_idx\` ON \`survey_answers_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_notes_author_idx\` ON \`survey_answers_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`callback_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`created_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`callback_requests_notes_order_idx\` ON \`callback_requests_notes\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`callback_requests_notes_parent_id_idx\` ON \`callback_requests_notes\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`callback_requests_notes_author_idx\` ON \`callback_requests_notes\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_owner_idx\` ON \`quote_requests\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_owner_idx\` ON \`contact_messages\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`survey_answers\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`survey_answers\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`survey_answers_status_idx\` ON \`survey_answers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_owner_idx\` ON \`survey_answers\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`callback_requests_status_idx\` ON \`callback_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_owner_idx\` ON \`callback_requests\` (\`owner_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'quote_requests', ['status', 'owner_id'])
  await dropColumns(db, 'contact_messages', ['status', 'owner_id'])
  await dropColumns(db, 'survey_answers', ['status', 'owner_id'])
  await dropColumns(db, 'callback_requests', ['status', 'owner_id'])
  await db.run(sql`DROP TABLE \`quote_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`survey_answers_notes\`;`)
  await db.run(sql`DROP TABLE \`callback_requests_notes\`;`)
}
