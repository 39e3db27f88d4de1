import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_log_actor_kind" AS ENUM('staff', 'system');
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('read', 'download', 'export');
  CREATE TABLE "access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"actor_kind" "enum_access_log_actor_kind" NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"action" "enum_access_log_action" NOT NULL,
  	"resource" varchar NOT NULL,
  	"document_id" varchar,
  	"detail" varchar,
  	"client" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"instance" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"applications" numeric DEFAULT 0,
  	"cvs" numeric DEFAULT 0,
  	"leads" numeric DEFAULT 0,
  	"unconfirmed_subscribers" numeric DEFAULT 0,
  	"spam" numeric DEFAULT 0,
  	"access_records" numeric DEFAULT 0,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "retention_runs_id" integer;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "access_log_actor_kind_idx" ON "access_log" USING btree ("actor_kind");
  CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id");
  CREATE INDEX "access_log_actor_email_idx" ON "access_log" USING btree ("actor_email");
  CREATE INDEX "access_log_action_idx" ON "access_log" USING btree ("action");
  CREATE INDEX "access_log_resource_idx" ON "access_log" USING btree ("resource");
  CREATE INDEX "access_log_document_id_idx" ON "access_log" USING btree ("document_id");
  CREATE INDEX "access_log_updated_at_idx" ON "access_log" USING btree ("updated_at");
  CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "retention_runs_slot_idx" ON "retention_runs" USING btree ("slot");
  CREATE INDEX "retention_runs_updated_at_idx" ON "retention_runs" USING btree ("updated_at");
  CREATE INDEX "retention_runs_created_at_idx" ON "retention_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_retention_runs_fk" FOREIGN KEY ("retention_runs_id") REFERENCES "public"."retention_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");
  CREATE INDEX "payload_locked_documents_rels_retention_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("retention_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_retention_runs_fk";
  DROP INDEX "payload_locked_documents_rels_access_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_retention_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "retention_runs_id";
  ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "access_log" CASCADE;
  DROP TABLE "retention_runs" CASCADE;
  DROP TYPE "public"."enum_access_log_actor_kind";
  DROP TYPE "public"."enum_access_log_action";`)
}
