import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "createdAt_status_idx" ON "quote_requests" USING btree ("created_at","status");
  CREATE INDEX "createdAt_status_1_idx" ON "contact_messages" USING btree ("created_at","status");
  CREATE INDEX "createdAt_status_2_idx" ON "survey_answers" USING btree ("created_at","status");
  CREATE INDEX "createdAt_status_3_idx" ON "callback_requests" USING btree ("created_at","status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "createdAt_status_idx";
  DROP INDEX "createdAt_status_1_idx";
  DROP INDEX "createdAt_status_2_idx";
  DROP INDEX "createdAt_status_3_idx";`)
}
