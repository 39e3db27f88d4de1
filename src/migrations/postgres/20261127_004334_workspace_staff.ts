import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_quote_requests_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_contact_messages_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_newsletter_subscribers_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_survey_answers_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_callback_requests_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_privacy_requests_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TYPE "public"."enum_job_applications_delivery_status" ADD VALUE 'skipped' BEFORE 'retry';
  ALTER TABLE "quote_requests_notes" ADD COLUMN "author_name" varchar;
  ALTER TABLE "contact_messages_notes" ADD COLUMN "author_name" varchar;
  ALTER TABLE "survey_answers_notes" ADD COLUMN "author_name" varchar;
  ALTER TABLE "callback_requests_notes" ADD COLUMN "author_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "quote_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_quote_requests_delivery_status";
  CREATE TYPE "public"."enum_quote_requests_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "quote_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_quote_requests_delivery_status";
  ALTER TABLE "quote_requests" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_quote_requests_delivery_status" USING "delivery_status"::"public"."enum_quote_requests_delivery_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contact_messages_delivery_status";
  CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_contact_messages_delivery_status" USING "delivery_status"::"public"."enum_contact_messages_delivery_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_delivery_status";
  CREATE TYPE "public"."enum_newsletter_subscribers_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_newsletter_subscribers_delivery_status";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_newsletter_subscribers_delivery_status" USING "delivery_status"::"public"."enum_newsletter_subscribers_delivery_status";
  ALTER TABLE "survey_answers" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "survey_answers" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_survey_answers_delivery_status";
  CREATE TYPE "public"."enum_survey_answers_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "survey_answers" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_survey_answers_delivery_status";
  ALTER TABLE "survey_answers" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_survey_answers_delivery_status" USING "delivery_status"::"public"."enum_survey_answers_delivery_status";
  ALTER TABLE "callback_requests" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "callback_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_callback_requests_delivery_status";
  CREATE TYPE "public"."enum_callback_requests_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "callback_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_callback_requests_delivery_status";
  ALTER TABLE "callback_requests" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_callback_requests_delivery_status" USING "delivery_status"::"public"."enum_callback_requests_delivery_status";
  ALTER TABLE "privacy_requests" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "privacy_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_privacy_requests_delivery_status";
  CREATE TYPE "public"."enum_privacy_requests_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "privacy_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_privacy_requests_delivery_status";
  ALTER TABLE "privacy_requests" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_privacy_requests_delivery_status" USING "delivery_status"::"public"."enum_privacy_requests_delivery_status";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_job_applications_delivery_status";
  CREATE TYPE "public"."enum_job_applications_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'no-transport', 'retry');
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_job_applications_delivery_status";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_job_applications_delivery_status" USING "delivery_status"::"public"."enum_job_applications_delivery_status";
  ALTER TABLE "quote_requests_notes" DROP COLUMN "author_name";
  ALTER TABLE "contact_messages_notes" DROP COLUMN "author_name";
  ALTER TABLE "survey_answers_notes" DROP COLUMN "author_name";
  ALTER TABLE "callback_requests_notes" DROP COLUMN "author_name";`)
}
