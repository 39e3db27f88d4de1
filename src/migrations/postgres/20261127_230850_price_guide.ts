import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The price guide: its settings (a sprint price, typical projects, a note) and the pages that show it. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_price_guide_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"range" varchar NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "show_price_guide" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_price_guide" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "price_guide_sprint_price" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "price_guide_note" varchar;
  ALTER TABLE "site_settings_price_guide_ranges" ADD CONSTRAINT "site_settings_price_guide_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_price_guide_ranges_order_idx" ON "site_settings_price_guide_ranges" USING btree ("_order");
  CREATE INDEX "site_settings_price_guide_ranges_parent_id_idx" ON "site_settings_price_guide_ranges" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_price_guide_ranges" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "show_price_guide";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_price_guide";
  ALTER TABLE "site_settings" DROP COLUMN "price_guide_sprint_price";
  ALTER TABLE "site_settings" DROP COLUMN "price_guide_note";`)
}
