import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The pictures a post's body places ("[picture N]"), on the post and its versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "posts_body_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"picture_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "_posts_v_version_body_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"picture_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "posts_body_pictures" ADD CONSTRAINT "posts_body_pictures_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_body_pictures" ADD CONSTRAINT "posts_body_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_body_pictures" ADD CONSTRAINT "_posts_v_version_body_pictures_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_version_body_pictures" ADD CONSTRAINT "_posts_v_version_body_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_body_pictures_order_idx" ON "posts_body_pictures" USING btree ("_order");
  CREATE INDEX "posts_body_pictures_parent_id_idx" ON "posts_body_pictures" USING btree ("_parent_id");
  CREATE INDEX "posts_body_pictures_picture_idx" ON "posts_body_pictures" USING btree ("picture_id");
  CREATE INDEX "_posts_v_version_body_pictures_order_idx" ON "_posts_v_version_body_pictures" USING btree ("_order");
  CREATE INDEX "_posts_v_version_body_pictures_parent_id_idx" ON "_posts_v_version_body_pictures" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_version_body_pictures_picture_idx" ON "_posts_v_version_body_pictures" USING btree ("picture_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts_body_pictures" CASCADE;
  DROP TABLE "_posts_v_version_body_pictures" CASCADE;`)
}
