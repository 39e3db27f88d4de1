import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Staff second factors: passkeys, the TOTP secret and recovery codes (hidden user fields), the requirement setting. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "staff_passkeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credential_id" varchar NOT NULL,
  	"public_key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL,
  	"transports" jsonb,
  	"user_id" integer NOT NULL,
  	"name" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "staff_security" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"require_second_factor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "pending_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_passkeys_id" integer;
  ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "staff_passkeys_credential_id_idx" ON "staff_passkeys" USING btree ("credential_id");
  CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" USING btree ("user_id");
  CREATE INDEX "staff_passkeys_updated_at_idx" ON "staff_passkeys" USING btree ("updated_at");
  CREATE INDEX "staff_passkeys_created_at_idx" ON "staff_passkeys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_passkeys_fk" FOREIGN KEY ("staff_passkeys_id") REFERENCES "public"."staff_passkeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_passkeys_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_passkeys_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_passkeys_fk";
  DROP INDEX "payload_locked_documents_rels_staff_passkeys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_passkeys_id";
  DROP TABLE "staff_passkeys" CASCADE;
  DROP TABLE "staff_security" CASCADE;
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "pending_sessions";`)
}
