import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "survey_answers" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "callback_requests" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "privacy_requests" ADD COLUMN "trapped" boolean DEFAULT false;
  ALTER TABLE "job_applications" ADD COLUMN "trapped" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" DROP COLUMN "trapped";
  ALTER TABLE "contact_messages" DROP COLUMN "trapped";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "trapped";
  ALTER TABLE "survey_answers" DROP COLUMN "trapped";
  ALTER TABLE "callback_requests" DROP COLUMN "trapped";
  ALTER TABLE "privacy_requests" DROP COLUMN "trapped";
  ALTER TABLE "job_applications" DROP COLUMN "trapped";`)
}
