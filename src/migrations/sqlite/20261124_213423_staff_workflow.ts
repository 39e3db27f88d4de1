import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`DROP TABLE \`quote_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`survey_answers_notes\`;`)
  await db.run(sql`DROP TABLE \`callback_requests_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`company\` text,
  	\`website\` text,
  	\`budget\` text,
  	\`timeline\` text,
  	\`details\` text NOT NULL,
  	\`source\` text,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_quote_requests\`("id", "name", "email", "phone", "company", "website", "budget", "timeline", "details", "source", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "company", "website", "budget", "timeline", "details", "source", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at" FROM \`quote_requests\`;`,
  )
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_quote_requests\` RENAME TO \`quote_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`quote_requests_delivery_status_idx\` ON \`quote_requests\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_delivery_due_at_idx\` ON \`quote_requests\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`message\` text NOT NULL,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_contact_messages\`("id", "name", "email", "phone", "message", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "message", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at" FROM \`contact_messages\`;`,
  )
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(
    sql`CREATE INDEX \`contact_messages_delivery_status_idx\` ON \`contact_messages\` (\`delivery_status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`contact_messages_delivery_due_at_idx\` ON \`contact_messages\` (\`delivery_due_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_survey_answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`website\` text NOT NULL,
  	\`platform\` text NOT NULL,
  	\`satisfaction\` text NOT NULL,
  	\`comments\` text,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_survey_answers\`("id", "email", "website", "platform", "satisfaction", "comments", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at") SELECT "id", "email", "website", "platform", "satisfaction", "comments", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at" FROM \`survey_answers\`;`,
  )
  await db.run(sql`DROP TABLE \`survey_answers\`;`)
  await db.run(sql`ALTER TABLE \`__new_survey_answers\` RENAME TO \`survey_answers\`;`)
  await db.run(sql`CREATE INDEX \`survey_answers_delivery_status_idx\` ON \`survey_answers\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_delivery_due_at_idx\` ON \`survey_answers\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_updated_at_idx\` ON \`survey_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_created_at_idx\` ON \`survey_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_callback_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`best_time\` text NOT NULL,
  	\`topic\` text,
  	\`source_page\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivered_at\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_callback_requests\`("id", "name", "phone", "best_time", "topic", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at") SELECT "id", "name", "phone", "best_time", "topic", "source_page", "delivery_status", "delivery_attempts", "last_delivery_error", "delivered_at", "delivery_due_at", "delivery_lease_until", "delivery_lease_owner", "updated_at", "created_at" FROM \`callback_requests\`;`,
  )
  await db.run(sql`DROP TABLE \`callback_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_callback_requests\` RENAME TO \`callback_requests\`;`)
  await db.run(
    sql`CREATE INDEX \`callback_requests_delivery_status_idx\` ON \`callback_requests\` (\`delivery_status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`callback_requests_delivery_due_at_idx\` ON \`callback_requests\` (\`delivery_due_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`callback_requests_updated_at_idx\` ON \`callback_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_created_at_idx\` ON \`callback_requests\` (\`created_at\`);`)
}
