import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_section_intros_type" ADD VALUE 'ReviewProfiles';
  ALTER TYPE "public"."enum_pages_listing" ADD VALUE 'featuredCaseStudies';
  ALTER TYPE "public"."enum__pages_v_version_section_intros_type" ADD VALUE 'ReviewProfiles';
  ALTER TYPE "public"."enum__pages_v_version_listing" ADD VALUE 'featuredCaseStudies';
  ALTER TYPE "public"."enum_page_contents_type" ADD VALUE 'ReviewProfiles';
  CREATE TABLE "case_studies_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages" ADD COLUMN "banner_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_banner_image_id" integer;
  ALTER TABLE "case_studies" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_thumbnail_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_wide_filename" varchar;
  ALTER TABLE "case_studies_images" ADD CONSTRAINT "case_studies_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_images" ADD CONSTRAINT "case_studies_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_images" ADD CONSTRAINT "_case_studies_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_images" ADD CONSTRAINT "_case_studies_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_studies_images_order_idx" ON "case_studies_images" USING btree ("_order");
  CREATE INDEX "case_studies_images_parent_id_idx" ON "case_studies_images" USING btree ("_parent_id");
  CREATE INDEX "case_studies_images_image_idx" ON "case_studies_images" USING btree ("image_id");
  CREATE INDEX "_case_studies_v_version_images_order_idx" ON "_case_studies_v_version_images" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_images_parent_id_idx" ON "_case_studies_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_images_image_idx" ON "_case_studies_v_version_images" USING btree ("image_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_banner_image_idx" ON "pages" USING btree ("banner_image_id");
  CREATE INDEX "_pages_v_version_version_banner_image_idx" ON "_pages_v" USING btree ("version_banner_image_id");
  CREATE INDEX "case_studies_thumbnail_idx" ON "case_studies" USING btree ("thumbnail_id");
  CREATE INDEX "_case_studies_v_version_version_thumbnail_idx" ON "_case_studies_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_studies_images" CASCADE;
  DROP TABLE "_case_studies_v_version_images" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_banner_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_banner_image_id_media_id_fk";
  
  ALTER TABLE "case_studies" DROP CONSTRAINT "case_studies_thumbnail_id_media_id_fk";
  
  ALTER TABLE "_case_studies_v" DROP CONSTRAINT "_case_studies_v_version_thumbnail_id_media_id_fk";
  
  ALTER TABLE "pages_section_intros" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_section_intros_type";
  CREATE TYPE "public"."enum_pages_section_intros_type" AS ENUM('Summary', 'Growth', 'PlatformSelection', 'EcommerceServices', 'Expertise', 'DigitalTransformation', 'DigitalPartner', 'WhyShopify', 'WhyMagento', 'Services', 'Technologies', 'Clients', 'Partners', 'Logos', 'Works', 'CoreValues', 'Reviews', 'Stamps', 'Awards', 'Address');
  ALTER TABLE "pages_section_intros" ALTER COLUMN "type" SET DATA TYPE "public"."enum_pages_section_intros_type" USING "type"::"public"."enum_pages_section_intros_type";
  ALTER TABLE "pages" ALTER COLUMN "listing" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_listing";
  CREATE TYPE "public"."enum_pages_listing" AS ENUM('posts', 'caseStudies', 'jobs');
  ALTER TABLE "pages" ALTER COLUMN "listing" SET DATA TYPE "public"."enum_pages_listing" USING "listing"::"public"."enum_pages_listing";
  ALTER TABLE "_pages_v_version_section_intros" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_section_intros_type";
  CREATE TYPE "public"."enum__pages_v_version_section_intros_type" AS ENUM('Summary', 'Growth', 'PlatformSelection', 'EcommerceServices', 'Expertise', 'DigitalTransformation', 'DigitalPartner', 'WhyShopify', 'WhyMagento', 'Services', 'Technologies', 'Clients', 'Partners', 'Logos', 'Works', 'CoreValues', 'Reviews', 'Stamps', 'Awards', 'Address');
  ALTER TABLE "_pages_v_version_section_intros" ALTER COLUMN "type" SET DATA TYPE "public"."enum__pages_v_version_section_intros_type" USING "type"::"public"."enum__pages_v_version_section_intros_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_listing" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_listing";
  CREATE TYPE "public"."enum__pages_v_version_listing" AS ENUM('posts', 'caseStudies', 'jobs');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_listing" SET DATA TYPE "public"."enum__pages_v_version_listing" USING "version_listing"::"public"."enum__pages_v_version_listing";
  ALTER TABLE "page_contents" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_page_contents_type";
  CREATE TYPE "public"."enum_page_contents_type" AS ENUM('Summary', 'Growth', 'PlatformSelection', 'EcommerceServices', 'Expertise', 'DigitalTransformation', 'DigitalPartner', 'WhyShopify', 'WhyMagento', 'Services', 'Technologies', 'Clients', 'Partners', 'Logos', 'Works', 'CoreValues', 'Reviews', 'Stamps', 'Awards', 'Address');
  ALTER TABLE "page_contents" ALTER COLUMN "type" SET DATA TYPE "public"."enum_page_contents_type" USING "type"::"public"."enum_page_contents_type";
  DROP INDEX "pages_banner_image_idx";
  DROP INDEX "_pages_v_version_version_banner_image_idx";
  DROP INDEX "case_studies_thumbnail_idx";
  DROP INDEX "_case_studies_v_version_version_thumbnail_idx";
  DROP INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx";
  DROP INDEX "media_sizes_card_sizes_card_filename_idx";
  DROP INDEX "media_sizes_wide_sizes_wide_filename_idx";
  ALTER TABLE "pages" DROP COLUMN "banner_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_banner_image_id";
  ALTER TABLE "case_studies" DROP COLUMN "thumbnail_id";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_thumbnail_id";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_card_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_url";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_width";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_height";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_wide_filename";`)
}
