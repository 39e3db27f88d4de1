import { execFileSync } from 'node:child_process'

import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { claim } from '@/leads/delivery/outbox'
import { stopRunner } from '@/leads/delivery/runner'
import {
  DELETION_TAG,
  FILE_DELETIONS,
  backoffMs,
  pendingFiles,
  queueFileDeletion,
  runFileDeletionsNow,
  stopFileDeletions,
} from '@/storage/deletions'
import { s3ClientConfig } from '@/storage/s3'
import { pdf } from '../fixtures/files'

// CI's PostgreSQL pass runs this file: the deletion queue's claims are SQL of their own.
/**
 * The queue of file deletions the object store could not carry out (src/storage/deletions.ts), on whichever
 * database the run uses (CI: SQLite and PostgreSQL, each with the loopback gateway of scripts/object-store.sh when
 * TEST_OBJECT_STORE=1). Without a store only the queue's bookkeeping is checked.
 */
process.env.FILE_DELETION_RETRY_MS = '500'
const storage = env().storage
const onS3 = storage.kind === 's3'
let payload: Payload
let client: S3Client | undefined

beforeAll(async () => {
  if (storage.kind === 's3') {
    client = new S3Client(s3ClientConfig(storage))
    for (const bucket of new Set([storage.media.bucket, storage.cvs.bucket]))
      await client.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined)
  }
  payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  stopFileDeletions()
  await payload?.destroy()
  client?.destroy()
})

const store = (command: string) => execFileSync('bash', ['scripts/object-store.sh', command])
const objectExists = async (bucket: string, key: string) => {
  try {
    await client!.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return true
  } catch {
    return false
  }
}
const rowsTagged = (tag: string) =>
  payload.find({ collection: FILE_DELETIONS, where: { tag: { equals: tag } }, overrideAccess: true, depth: 0 })
const storeCv = (email: string) =>
  payload.create({
    collection: 'cvs',
    data: { originalName: 'cv.pdf', email },
    file: { data: pdf(email), mimetype: 'application/pdf', name: 'cv.pdf', size: pdf(email).length },
    overrideAccess: true,
    depth: 0,
  })

describe('the file deletion queue', () => {
  it('waits the interval, then twice as long each time, up to six intervals, and never gives up', () => {
    expect([1, 2, 3, 4, 5, 50].map(backoffMs)).toEqual([500, 1000, 2000, 3000, 3000, 3000])
  })

  it('gives a due row to one runner only, and counts a tag until its rows are gone', async () => {
    const tag = `claim:${Date.now()}`
    // Due an hour from now, and claimed as of then: this instance's own runner (polling every 500 ms on a store) must
    // not take the row first.
    const dueAt = Date.now() + 3_600_000
    const row = await payload.create({
      collection: FILE_DELETIONS,
      data: {
        bucket: 'b',
        key: 'cvs/cv-x.pdf',
        fileCollection: 'cvs',
        filename: 'cv-x.pdf',
        tag,
        deliveryStatus: 'pending',
        deliveryDueAt: new Date(dueAt).toISOString(),
      },
      overrideAccess: true,
    })
    expect(await pendingFiles(payload, tag)).toBe(1)
    expect(await claim(payload, FILE_DELETIONS, String(row.id))).toBe(false)
    const claims = await Promise.all([0, 1, 2].map(() => claim(payload, FILE_DELETIONS, String(row.id), dueAt)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    // Held by its lease: not due for anyone else.
    expect(await claim(payload, FILE_DELETIONS, String(row.id), dueAt)).toBe(false)
    await payload.delete({ collection: FILE_DELETIONS, id: row.id, overrideAccess: true })
    expect(await pendingFiles(payload, tag)).toBe(0)
  })

  it.skipIf(!onS3)('retries a deletion the store refused until it is done, whatever the attempts', async () => {
    if (storage.kind !== 's3') return
    const tag = `outage:${Date.now()}`
    const cv = await storeCv(`${tag.replace(':', '-')}@example.org`)
    const key = `${storage.cvs.prefix}/${cv.filename}`
    expect(await objectExists(storage.cvs.bucket, key)).toBe(true)
    store('gateway-stop')
    try {
      const deleted = await payload.delete({
        collection: 'cvs',
        id: cv.id,
        overrideAccess: true,
        context: { [DELETION_TAG]: tag },
      })
      expect(deleted.id).toBe(cv.id)
      const [queued] = (await rowsTagged(tag)).docs
      expect(queued).toMatchObject({ bucket: storage.cvs.bucket, key, deliveryStatus: 'retrying', deliveryAttempts: 1 })
      // Due again after its back-off; tried while the store is still down, it stays, one attempt more.
      await new Promise((r) => setTimeout(r, backoffMs(1)))
      await runFileDeletionsNow(payload)
      expect((await rowsTagged(tag)).docs[0].deliveryAttempts).toBeGreaterThanOrEqual(2)
    } finally {
      store('gateway-start')
    }
    expect(await pendingFiles(payload, tag)).toBe(1)
    for (let i = 0; i < 240 && (await pendingFiles(payload, tag)) > 0; i++) {
      await new Promise((r) => setTimeout(r, 250))
      await runFileDeletionsNow(payload)
    }
    expect(await pendingFiles(payload, tag)).toBe(0)
    expect(await objectExists(storage.cvs.bucket, key)).toBe(false)
  })

  it.skipIf(!onS3)('never deletes a file a document holds (again): the row is dropped, the file kept', async () => {
    if (storage.kind !== 's3') return
    const tag = `held:${Date.now()}`
    const cv = await storeCv(`${tag.replace(':', '-')}@example.org`)
    const key = `${storage.cvs.prefix}/${cv.filename}`
    await queueFileDeletion(
      payload,
      { bucket: storage.cvs.bucket, key, fileCollection: 'cvs', filename: cv.filename!, tag },
      { error: 'a test', attempted: false },
    )
    for (let i = 0; i < 40 && (await pendingFiles(payload, tag)) > 0; i++) {
      await new Promise((r) => setTimeout(r, 250))
      await runFileDeletionsNow(payload)
    }
    expect(await pendingFiles(payload, tag)).toBe(0)
    expect(await objectExists(storage.cvs.bucket, key)).toBe(true)
  })
})
