import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

/** A post's optional cover picture (a media item), on the post and its versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`cover_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_cover_idx\` ON \`posts\` (\`cover_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_cover_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_idx\` ON \`_posts_v\` (\`version_cover_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'posts', ['cover_id'])
  await dropColumns(db, '_posts_v', ['version_cover_id'])
}
