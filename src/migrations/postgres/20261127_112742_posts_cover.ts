import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A post's optional cover picture (a media item), on the post and its versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "cover_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_cover_id" integer;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_cover_idx" ON "posts" USING btree ("cover_id");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v" USING btree ("version_cover_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP CONSTRAINT "posts_cover_id_media_id_fk";
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_cover_id_media_id_fk";
  DROP INDEX "posts_cover_idx";
  DROP INDEX "_posts_v_version_version_cover_idx";
  ALTER TABLE "posts" DROP COLUMN "cover_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_cover_id";`)
}
