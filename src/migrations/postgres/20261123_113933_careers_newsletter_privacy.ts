import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('unconfirmed', 'subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_privacy_requests_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('unconfirmed', 'confirmed', 'completed');
  CREATE TYPE "public"."enum_privacy_requests_requested_by" AS ENUM('visitor', 'staff');
  CREATE TYPE "public"."enum_job_applications_stage" AS ENUM('new', 'reviewing', 'interview', 'offer', 'rejected');
  CREATE TYPE "public"."enum_job_applications_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"request_type" varchar NOT NULL,
  	"source_page" varchar,
  	"delivery_status" "enum_privacy_requests_delivery_status" DEFAULT 'pending' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"last_delivery_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_due_at" timestamp(3) with time zone,
  	"delivery_lease_until" timestamp(3) with time zone,
  	"delivery_lease_owner" varchar,
  	"status" "enum_privacy_requests_status" DEFAULT 'unconfirmed' NOT NULL,
  	"requested_by" "enum_privacy_requests_requested_by" DEFAULT 'visitor',
  	"email_tag" varchar,
  	"confirmation_requested_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stage" "enum_job_applications_stage" DEFAULT 'new' NOT NULL,
  	"position" varchar NOT NULL,
  	"position_path" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"link" varchar,
  	"cover_note" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"source_page" varchar,
  	"delivery_status" "enum_job_applications_delivery_status" DEFAULT 'pending' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"last_delivery_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_due_at" timestamp(3) with time zone,
  	"delivery_lease_until" timestamp(3) with time zone,
  	"delivery_lease_owner" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "signed_link_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_id" varchar NOT NULL,
  	"purpose" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" "enum_newsletter_subscribers_status" DEFAULT 'unconfirmed' NOT NULL;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_requested_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cvs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "signed_link_uses_id" integer;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_delivery_status_idx" ON "privacy_requests" USING btree ("delivery_status");
  CREATE INDEX "privacy_requests_delivery_due_at_idx" ON "privacy_requests" USING btree ("delivery_due_at");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_email_tag_idx" ON "privacy_requests" USING btree ("email_tag");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE INDEX "job_applications_stage_idx" ON "job_applications" USING btree ("stage");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_delivery_status_idx" ON "job_applications" USING btree ("delivery_status");
  CREATE INDEX "job_applications_delivery_due_at_idx" ON "job_applications" USING btree ("delivery_due_at");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "cvs_email_idx" ON "cvs" USING btree ("email");
  CREATE INDEX "cvs_updated_at_idx" ON "cvs" USING btree ("updated_at");
  CREATE INDEX "cvs_created_at_idx" ON "cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "cvs_filename_idx" ON "cvs" USING btree ("filename");
  CREATE UNIQUE INDEX "signed_link_uses_link_id_idx" ON "signed_link_uses" USING btree ("link_id");
  CREATE INDEX "signed_link_uses_updated_at_idx" ON "signed_link_uses" USING btree ("updated_at");
  CREATE INDEX "signed_link_uses_created_at_idx" ON "signed_link_uses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cvs_fk" FOREIGN KEY ("cvs_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_signed_link_uses_fk" FOREIGN KEY ("signed_link_uses_id") REFERENCES "public"."signed_link_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("cvs_id");
  CREATE INDEX "payload_locked_documents_rels_signed_link_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("signed_link_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cvs_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_signed_link_uses_fk";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_cvs_id_idx";
  DROP INDEX "payload_locked_documents_rels_signed_link_uses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cvs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "signed_link_uses_id";
  ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cvs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "signed_link_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "cvs" CASCADE;
  DROP TABLE "signed_link_uses" CASCADE;
  DROP INDEX "newsletter_subscribers_status_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_requested_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_privacy_requests_delivery_status";
  DROP TYPE "public"."enum_privacy_requests_status";
  DROP TYPE "public"."enum_privacy_requests_requested_by";
  DROP TYPE "public"."enum_job_applications_stage";
  DROP TYPE "public"."enum_job_applications_delivery_status";`)
}
