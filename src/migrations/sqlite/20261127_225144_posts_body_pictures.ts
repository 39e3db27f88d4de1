import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** The pictures a post's body places ("[picture N]"), on the post and its versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_body_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`picture_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_body_pictures_order_idx\` ON \`posts_body_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_body_pictures_parent_id_idx\` ON \`posts_body_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_body_pictures_picture_idx\` ON \`posts_body_pictures\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_body_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`picture_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_posts_v_version_body_pictures_order_idx\` ON \`_posts_v_version_body_pictures\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_posts_v_version_body_pictures_parent_id_idx\` ON \`_posts_v_version_body_pictures\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_posts_v_version_body_pictures_picture_idx\` ON \`_posts_v_version_body_pictures\` (\`picture_id\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_body_pictures\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_body_pictures\`;`)
}
