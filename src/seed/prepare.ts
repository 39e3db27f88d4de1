import type { Pool } from 'pg'
import type { Migration, Payload } from 'payload'

import { env } from '@/config/env'
import { missingBuckets, missingBucketsMessage } from '@/storage/buckets'
import { loadDataset } from './dataset'
import { ensureAdmin, seedContent } from './seed'

/** One key for every process preparing this database (instances starting, a build): pg_advisory_lock's namespace. */
const PREPARE_LOCK = "hashtext('northgrid.prepare-database')"

/**
 * Run on every start; a second start changes nothing. On PostgreSQL, instances and builds starting together take
 * turns under a session advisory lock, so each migration and the seed run once: Payload's migrate reads what ran,
 * then applies the rest with no lock of its own.
 */
export async function prepareDatabase(payload: Payload, migrations: Migration[]): Promise<void> {
  await checkBuckets(payload)
  const pool: Pool | undefined = payload.db.pool
  if (env().databaseKind !== 'postgres' || !pool) return prepare(payload, migrations)
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${PREPARE_LOCK}) AS locked`)
    if (!rows[0]?.locked) {
      payload.logger.info('[db] another instance or build is migrating this database: waiting for it')
      await client.query(`SELECT pg_advisory_lock(${PREPARE_LOCK})`)
    }
    try {
      await prepare(payload, migrations)
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${PREPARE_LOCK})`)
    }
  } finally {
    client.release()
  }
}

async function prepare(payload: Payload, migrations: Migration[]): Promise<void> {
  const config = env()
  await payload.db.migrate({ migrations })
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.info('[seed] empty database: loading the content dataset')
    const started = Date.now()
    const times = await seedContent(payload, await loadDataset(config.contentDir))
    payload.logger.info({ seedMs: { ...times, total: Date.now() - started } }, '[seed] content dataset loaded')
  }
  await ensureAdmin(payload, config.admin)
}

/** A missing bucket stops the start with what to do; a store that does not answer is only a warning (it may come). */
async function checkBuckets(payload: Payload): Promise<void> {
  const { storage } = env()
  if (storage.kind !== 's3') return
  let missing: string[]
  try {
    missing = await missingBuckets(storage)
  } catch (error) {
    payload.logger.warn({ err: error }, '[storage] could not check the buckets at start; uploads will say if they fail')
    return
  }
  if (missing.length) throw new Error(missingBucketsMessage(storage, missing))
}
