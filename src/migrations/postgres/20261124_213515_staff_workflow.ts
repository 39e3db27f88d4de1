import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_survey_answers_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_callback_requests_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales';
  CREATE TABLE "quote_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "survey_answers_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "callback_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "quote_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "contact_messages" ADD COLUMN "owner_id" integer;
  ALTER TABLE "survey_answers" ADD COLUMN "status" "enum_survey_answers_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "survey_answers" ADD COLUMN "owner_id" integer;
  ALTER TABLE "callback_requests" ADD COLUMN "status" "enum_callback_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "callback_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_notes" ADD CONSTRAINT "quote_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_answers_notes" ADD CONSTRAINT "survey_answers_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_answers_notes" ADD CONSTRAINT "survey_answers_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "callback_requests_notes" ADD CONSTRAINT "callback_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "callback_requests_notes" ADD CONSTRAINT "callback_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_requests_notes_order_idx" ON "quote_requests_notes" USING btree ("_order");
  CREATE INDEX "quote_requests_notes_parent_id_idx" ON "quote_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_notes_author_idx" ON "quote_requests_notes" USING btree ("author_id");
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_notes_author_idx" ON "contact_messages_notes" USING btree ("author_id");
  CREATE INDEX "survey_answers_notes_order_idx" ON "survey_answers_notes" USING btree ("_order");
  CREATE INDEX "survey_answers_notes_parent_id_idx" ON "survey_answers_notes" USING btree ("_parent_id");
  CREATE INDEX "survey_answers_notes_author_idx" ON "survey_answers_notes" USING btree ("author_id");
  CREATE INDEX "callback_requests_notes_order_idx" ON "callback_requests_notes" USING btree ("_order");
  CREATE INDEX "callback_requests_notes_parent_id_idx" ON "callback_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "callback_requests_notes_author_idx" ON "callback_requests_notes" USING btree ("author_id");
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_owner_idx" ON "contact_messages" USING btree ("owner_id");
  CREATE INDEX "survey_answers_status_idx" ON "survey_answers" USING btree ("status");
  CREATE INDEX "survey_answers_owner_idx" ON "survey_answers" USING btree ("owner_id");
  CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status");
  CREATE INDEX "callback_requests_owner_idx" ON "callback_requests" USING btree ("owner_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_answers_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "callback_requests_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_notes" CASCADE;
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "survey_answers_notes" CASCADE;
  DROP TABLE "callback_requests_notes" CASCADE;
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_owner_id_users_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_owner_id_users_id_fk";
  
  ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_owner_id_users_id_fk";
  
  ALTER TABLE "callback_requests" DROP CONSTRAINT "callback_requests_owner_id_users_id_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "quote_requests_status_idx";
  DROP INDEX "quote_requests_owner_idx";
  DROP INDEX "contact_messages_status_idx";
  DROP INDEX "contact_messages_owner_idx";
  DROP INDEX "survey_answers_status_idx";
  DROP INDEX "survey_answers_owner_idx";
  DROP INDEX "callback_requests_status_idx";
  DROP INDEX "callback_requests_owner_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "status";
  ALTER TABLE "quote_requests" DROP COLUMN "owner_id";
  ALTER TABLE "contact_messages" DROP COLUMN "status";
  ALTER TABLE "contact_messages" DROP COLUMN "owner_id";
  ALTER TABLE "survey_answers" DROP COLUMN "status";
  ALTER TABLE "survey_answers" DROP COLUMN "owner_id";
  ALTER TABLE "callback_requests" DROP COLUMN "status";
  ALTER TABLE "callback_requests" DROP COLUMN "owner_id";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_survey_answers_status";
  DROP TYPE "public"."enum_callback_requests_status";`)
}
