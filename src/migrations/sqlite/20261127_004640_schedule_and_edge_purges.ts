import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropColumns } from '../sqlite-columns'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`edge_purges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tags\` text NOT NULL,
  	\`purger\` text,
  	\`purged_once\` integer DEFAULT false,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`last_delivery_error\` text,
  	\`delivery_due_at\` text,
  	\`delivery_lease_until\` text,
  	\`delivery_lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`edge_purges_delivery_status_idx\` ON \`edge_purges\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`edge_purges_delivery_due_at_idx\` ON \`edge_purges\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`edge_purges_updated_at_idx\` ON \`edge_purges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`edge_purges_created_at_idx\` ON \`edge_purges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`lease_until\` text,
  	\`lease_owner\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_lease_until_idx\` ON \`payload_jobs\` (\`lease_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`edge_purges_id\` integer REFERENCES edge_purges(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_edge_purges_id_idx\` ON \`payload_locked_documents_rels\` (\`edge_purges_id\`);`,
  )
  // Jobs published before closing dates were applied: each gets its closing, as a publish now queues it
  // (src/publish/schedule.ts); one whose date has passed is unpublished as soon as an instance runs.
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const job of docs)
    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'closing',
      waitUntil: new Date(job.validThrough),
      input: { type: 'unpublish', doc: { relationTo: 'jobs', value: String(job.id) } } as never,
      req,
    })
}
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, 'payload_locked_documents_rels', ['edge_purges_id'])
  await db.run(sql`DROP TABLE \`edge_purges\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
}
