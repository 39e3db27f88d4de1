import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_file_deletions_delivery_status" AS ENUM('pending', 'retrying');
  CREATE TABLE "file_deletions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"file_collection" varchar NOT NULL,
  	"filename" varchar NOT NULL,
  	"tag" varchar,
  	"deleted_once" boolean DEFAULT false,
  	"delivery_status" "enum_file_deletions_delivery_status" DEFAULT 'pending' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"last_delivery_error" varchar,
  	"delivery_due_at" timestamp(3) with time zone,
  	"delivery_lease_until" timestamp(3) with time zone,
  	"delivery_lease_owner" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "file_deletions_id" integer;
  CREATE INDEX "file_deletions_tag_idx" ON "file_deletions" USING btree ("tag");
  CREATE INDEX "file_deletions_delivery_status_idx" ON "file_deletions" USING btree ("delivery_status");
  CREATE INDEX "file_deletions_delivery_due_at_idx" ON "file_deletions" USING btree ("delivery_due_at");
  CREATE INDEX "file_deletions_updated_at_idx" ON "file_deletions" USING btree ("updated_at");
  CREATE INDEX "file_deletions_created_at_idx" ON "file_deletions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_file_deletions_fk" FOREIGN KEY ("file_deletions_id") REFERENCES "public"."file_deletions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_file_deletions_id_idx" ON "payload_locked_documents_rels" USING btree ("file_deletions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_file_deletions_fk";
  DROP INDEX "payload_locked_documents_rels_file_deletions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "file_deletions_id";
  ALTER TABLE "file_deletions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "file_deletions" CASCADE;
  DROP TYPE "public"."enum_file_deletions_delivery_status";`)
}
