import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Where each lead came from (leads/origin.ts): seven columns on each lead table, three of them indexed.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "quote_requests" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "referrer" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "referrer" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "referrer" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "survey_answers" ADD COLUMN "utm_content" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "referrer" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_term" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_content" varchar;
  CREATE INDEX "quote_requests_landing_page_idx" ON "quote_requests" USING btree ("landing_page");
  CREATE INDEX "quote_requests_referrer_idx" ON "quote_requests" USING btree ("referrer");
  CREATE INDEX "quote_requests_utm_source_idx" ON "quote_requests" USING btree ("utm_source");
  CREATE INDEX "contact_messages_landing_page_idx" ON "contact_messages" USING btree ("landing_page");
  CREATE INDEX "contact_messages_referrer_idx" ON "contact_messages" USING btree ("referrer");
  CREATE INDEX "contact_messages_utm_source_idx" ON "contact_messages" USING btree ("utm_source");
  CREATE INDEX "newsletter_subscribers_landing_page_idx" ON "newsletter_subscribers" USING btree ("landing_page");
  CREATE INDEX "newsletter_subscribers_referrer_idx" ON "newsletter_subscribers" USING btree ("referrer");
  CREATE INDEX "newsletter_subscribers_utm_source_idx" ON "newsletter_subscribers" USING btree ("utm_source");
  CREATE INDEX "survey_answers_landing_page_idx" ON "survey_answers" USING btree ("landing_page");
  CREATE INDEX "survey_answers_referrer_idx" ON "survey_answers" USING btree ("referrer");
  CREATE INDEX "survey_answers_utm_source_idx" ON "survey_answers" USING btree ("utm_source");
  CREATE INDEX "callback_requests_landing_page_idx" ON "callback_requests" USING btree ("landing_page");
  CREATE INDEX "callback_requests_referrer_idx" ON "callback_requests" USING btree ("referrer");
  CREATE INDEX "callback_requests_utm_source_idx" ON "callback_requests" USING btree ("utm_source");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "quote_requests_landing_page_idx";
  DROP INDEX "quote_requests_referrer_idx";
  DROP INDEX "quote_requests_utm_source_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "landing_page";
  ALTER TABLE "quote_requests" DROP COLUMN "referrer";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_source";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_term";
  ALTER TABLE "quote_requests" DROP COLUMN "utm_content";
  DROP INDEX "contact_messages_landing_page_idx";
  DROP INDEX "contact_messages_referrer_idx";
  DROP INDEX "contact_messages_utm_source_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "landing_page";
  ALTER TABLE "contact_messages" DROP COLUMN "referrer";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_source";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_medium";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_campaign";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_term";
  ALTER TABLE "contact_messages" DROP COLUMN "utm_content";
  DROP INDEX "newsletter_subscribers_landing_page_idx";
  DROP INDEX "newsletter_subscribers_referrer_idx";
  DROP INDEX "newsletter_subscribers_utm_source_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "landing_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "referrer";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_source";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_medium";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_campaign";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_term";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "utm_content";
  DROP INDEX "survey_answers_landing_page_idx";
  DROP INDEX "survey_answers_referrer_idx";
  DROP INDEX "survey_answers_utm_source_idx";
  ALTER TABLE "survey_answers" DROP COLUMN "landing_page";
  ALTER TABLE "survey_answers" DROP COLUMN "referrer";
  ALTER TABLE "survey_answers" DROP COLUMN "utm_source";
  ALTER TABLE "survey_answers" DROP COLUMN "utm_medium";
  ALTER TABLE "survey_answers" DROP COLUMN "utm_campaign";
  ALTER TABLE "survey_answers" DROP COLUMN "utm_term";
  ALTER TABLE "survey_answers" DROP COLUMN "utm_content";
  DROP INDEX "callback_requests_landing_page_idx";
  DROP INDEX "callback_requests_referrer_idx";
  DROP INDEX "callback_requests_utm_source_idx";
  ALTER TABLE "callback_requests" DROP COLUMN "landing_page";
  ALTER TABLE "callback_requests" DROP COLUMN "referrer";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_source";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_term";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_content";`)
}
