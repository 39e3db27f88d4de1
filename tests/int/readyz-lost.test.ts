import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { s3ClientConfig } from '@/storage/s3'

import { serve, type Served } from './http'

// CI's PostgreSQL pass runs this file: the database is taken away from a running instance there.
/**
 * A running instance that loses what it depends on says so on /readyz with 503 (never 500), and is ready again once
 * it is back: its bucket deleted on the real object store (TEST_OBJECT_STORE=1), its PostgreSQL database refusing
 * connections (TEST_DATABASE_URI). The route is the real one, on the test's database and store.
 */
const storage = env().storage
let served: Served
let client: S3Client | undefined

beforeAll(async () => {
  if (storage.kind === 's3') {
    client = new S3Client(s3ClientConfig(storage))
    for (const bucket of new Set([storage.media.bucket, storage.cvs.bucket]))
      await client.send(new CreateBucketCommand({ Bucket: bucket }))
  }
  const { GET } = await import('@/app/readyz/route')
  served = await serve((pathname) => (pathname === '/readyz' ? GET : undefined))
})

afterAll(async () => {
  await served?.close()
  client?.destroy()
})

type Report = { ready: boolean; checks: { database: boolean; storage: { missing: string[] } | null } }

const readyz = async () => {
  const res = await fetch(`http://127.0.0.1:${served.port}/readyz`)
  return { status: res.status, report: (await res.json()) as Report }
}

describe('/readyz of a running instance that loses a dependency', () => {
  it.skipIf(storage.kind !== 's3')('answers 503 while its bucket is gone, 200 once it is made again', async () => {
    if (storage.kind !== 's3') return
    expect(await readyz()).toMatchObject({ status: 200, report: { checks: { storage: { missing: [] } } } })
    await client!.send(new DeleteBucketCommand({ Bucket: storage.media.bucket }))
    // The buckets are looked at once every 5 s at most.
    await expect.poll(readyz, { timeout: 20_000, interval: 500 }).toMatchObject({
      status: 503,
      report: { ready: false, checks: { storage: { missing: [storage.media.bucket] } } },
    })
    await client!.send(new CreateBucketCommand({ Bucket: storage.media.bucket }))
    await expect
      .poll(readyz, { timeout: 20_000, interval: 500 })
      .toMatchObject({ status: 200, report: { ready: true } })
  })

  it.skipIf(env().databaseKind !== 'postgres')(
    'answers 503 while its PostgreSQL database refuses connections, 200 once it accepts them',
    async () => {
      const database = new URL(env().databaseUri)
      const name = decodeURIComponent(database.pathname.slice(1))
      const admin = new URL(database)
      admin.pathname = '/postgres'
      const run = async (sql: string) => {
        const c = new pg.Client({ connectionString: admin.toString() })
        await c.connect()
        try {
          await c.query(sql)
        } finally {
          await c.end()
        }
      }
      const quoted = `"${name.replaceAll('"', '""')}"`
      expect((await readyz()).status).toBe(200)
      // As a database server going away: every open connection cut and no new one accepted.
      await run(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS false`)
      try {
        await run(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name.replaceAll("'", "''")}'`,
        )
        await expect
          .poll(readyz, { timeout: 20_000, interval: 500 })
          .toMatchObject({ status: 503, report: { ready: false, checks: { database: false } } })
      } finally {
        await run(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS true`)
      }
      await expect.poll(readyz, { timeout: 20_000, interval: 500 }).toMatchObject({ status: 200 })
    },
  )
})
