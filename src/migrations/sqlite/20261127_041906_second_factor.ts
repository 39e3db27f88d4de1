import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

/** Staff second factors: passkeys, the TOTP secret and recovery codes (hidden user fields), the requirement setting. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_passkeys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`credential_id\` text NOT NULL,
  	\`public_key\` text NOT NULL,
  	\`counter\` numeric DEFAULT 0 NOT NULL,
  	\`transports\` text,
  	\`user_id\` integer NOT NULL,
  	\`name\` text,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_passkeys_credential_id_idx\` ON \`staff_passkeys\` (\`credential_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_passkeys_user_idx\` ON \`staff_passkeys\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_passkeys_updated_at_idx\` ON \`staff_passkeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_passkeys_created_at_idx\` ON \`staff_passkeys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_security\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`require_second_factor\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_sessions\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_passkeys_id\` integer REFERENCES staff_passkeys(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_staff_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_passkeys_id\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'payload_locked_documents_rels', ['staff_passkeys_id'])
  await db.run(sql`DROP TABLE \`staff_passkeys\`;`)
  await db.run(sql`DROP TABLE \`staff_security\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_sessions\`;`)
}
