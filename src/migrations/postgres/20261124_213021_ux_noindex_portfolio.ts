import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "requires_portfolio" boolean DEFAULT false;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_requires_portfolio" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_noindex";
  ALTER TABLE "jobs" DROP COLUMN "requires_portfolio";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_requires_portfolio";`)
}
