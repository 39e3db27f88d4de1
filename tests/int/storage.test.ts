import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEDIA_CACHE_CONTROL } from '@/collections/Media'
import { env } from '@/config/env'
import { PRIVACY_REQUEST_TYPES } from '@/forms/definitions'
import { stopRunner } from '@/leads/delivery/runner'
import { copyFromBucket, copyToBucket } from '@/storage/copy'
import { FAILED_UPLOAD_TAG, FILE_DELETIONS, pendingFiles, stopFileDeletions } from '@/storage/deletions'
import { erasureTag } from '@/privacy/data'
import { metrics } from '@/operations/metrics/registry'
import { STORE_UNAVAILABLE_STAFF } from '@/storage/plugins'
import { s3ClientConfig } from '@/storage/s3'
import { multipart, pdf, type Part } from '../fixtures/files'
import { newVisitor, send, startSite, type Served } from './http'

// CI's PostgreSQL pass runs this file: with TEST_OBJECT_STORE, the object store's pass.
/**
 * Uploads where the configuration puts them: the local folders (the default, SQLite) or the
 * object store (TEST_OBJECT_STORE=1: the loopback RADOS Gateway of scripts/object-store.sh;
 * CI runs this file that way on PostgreSQL). Through the real route handlers: staff upload a
 * picture and anyone reads it back; an applicant's CV is readable by staff only; with the
 * store down (its gateway stopped, or only its storage daemon, the gateway up and hanging) an application is
 * answered 503 within 15 s and nothing of it is kept; a file deleted during an outage is deleted when the store
 * returns (the queue's interval is short here: FILE_DELETION_RETRY_MS).
 */
process.env.FILE_DELETION_RETRY_MS = '500'
const storage = env().storage
const onS3 = storage.kind === 's3'
let payload: Payload
let site: Served
let client: S3Client | undefined

beforeAll(async () => {
  if (storage.kind === 's3') {
    client = new S3Client(s3ClientConfig(storage))
    for (const bucket of new Set([storage.media.bucket, storage.cvs.bucket]))
      await client.send(new CreateBucketCommand({ Bucket: bucket }))
  }
  payload = await getPayload({ config })
  site = await startSite()
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  stopFileDeletions()
  await payload?.destroy()
  client?.destroy()
})

const staffToken = async () =>
  (
    await payload.login({
      collection: 'users',
      data: { email: 'admin@northgrid.example', password: 'integration-password-1' },
    })
  ).token!
/** An upload's URL (absolute, on SITE_URL) asked of the test's server. */
const bytesAt = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`http://127.0.0.1:${site.port}${new URL(url, 'http://localhost').pathname}`, { headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
const objectExists = async (bucket: string, key: string) => {
  try {
    await client!.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return true
  } catch {
    return false
  }
}

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer()

describe(`uploads on ${onS3 ? 'object storage' : 'the local folder'}`, () => {
  it('serves a picture staff uploaded, byte for byte, to anyone, from where the configuration puts it', async () => {
    const png = await picture()
    const { body, contentType } = multipart([
      { name: '_payload', value: JSON.stringify({ alt: 'A blue test rectangle' }) },
      { name: 'file', value: png, filename: 'storage-test.png', type: 'image/png' },
    ])
    const created = await send(site, {
      method: 'POST',
      path: '/api/media',
      from: newVisitor(),
      headers: { 'content-type': contentType, authorization: `JWT ${await staffToken()}` },
      body,
    })
    expect(created.status, created.text).toBe(201)
    const doc = (created.json as { doc: { id: number; url: string; filename: string } }).doc
    expect(new URL(doc.url).pathname).toBe(`/api/media/file/${doc.filename}`)
    const served = await bytesAt(doc.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(served.bytes.equals(png)).toBe(true)
    if (storage.kind === 's3') {
      expect(await objectExists(storage.media.bucket, `${storage.media.prefix}/${doc.filename}`)).toBe(true)
      expect(fs.existsSync(path.join(env().mediaDir, doc.filename))).toBe(false)
    } else {
      expect(fs.readFileSync(path.join(env().mediaDir, doc.filename)).equals(png)).toBe(true)
    }
    // Deleting the document deletes its file.
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    if (storage.kind === 's3')
      expect(await objectExists(storage.media.bucket, `${storage.media.prefix}/${doc.filename}`)).toBe(false)
    else expect(fs.existsSync(path.join(env().mediaDir, doc.filename))).toBe(false)
  })

  const job = async () =>
    (
      await payload.find({
        collection: 'jobs',
        limit: 1,
        overrideAccess: true,
        where: { _status: { equals: 'published' } },
      })
    ).docs[0]
  const apply = async (email: string, accept = 'application/json') => {
    const parts: Part[] = [
      { name: 'name', value: 'Ada Storage' },
      { name: 'email', value: email },
      { name: 'coverNote', value: 'I kept a photo archive of two million files safe across three moves.' },
      { name: 'position', value: (await job()).slug },
      { name: 'cv', value: pdf(`CV of ${email}`), filename: 'Ada CV.pdf', type: 'application/pdf' },
    ]
    const { body, contentType } = multipart(parts)
    return send(site, {
      method: 'POST',
      path: '/api/forms/application',
      from: newVisitor(),
      headers: { 'content-type': contentType, accept },
      body,
    })
  }
  const applicationsOf = async (email: string) =>
    (
      await payload.find({
        collection: 'jobApplications',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 1,
      })
    ).docs
  const cvsOf = async (email: string) =>
    (await payload.find({ collection: 'cvs', where: { email: { equals: email } }, overrideAccess: true, depth: 0 }))
      .docs

  it('keeps a CV private: staff download it through the app; anonymous requests are refused', async () => {
    const email = `ada.${Date.now()}@example.org`
    const reply = await apply(email)
    expect(reply.status, reply.text).toBe(200)
    const cv = (await applicationsOf(email))[0].cv as { filename: string; url: string }
    expect((await bytesAt(cv.url)).status).toBe(403)
    const download = await bytesAt(`/api/cvs/file/${cv.filename}`, { authorization: `JWT ${await staffToken()}` })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(download.bytes.equals(pdf(`CV of ${email}`))).toBe(true)
    if (storage.kind === 's3') {
      const key = `${storage.cvs.prefix}/${cv.filename}`
      expect(await objectExists(storage.cvs.bucket, key)).toBe(true)
      // Straight to the store, without credentials: refused.
      expect((await fetch(`${storage.endpoint}/${storage.cvs.bucket}/${key}`)).status).toBe(403)
    } else {
      expect(fs.existsSync(path.join(env().cvDir, cv.filename))).toBe(true)
    }
  })

  it.skipIf(!onS3)(
    'with the object store down: a clear 503, nothing stored half, the CMS still answers; back without a restart',
    async () => {
      const email = `down.${Date.now()}@example.org`
      execFileSync('bash', ['scripts/object-store.sh', 'gateway-stop'])
      try {
        const refused = await apply(email)
        expect(refused.status, refused.text).toBe(503)
        expect(refused.headers['retry-after']).toBe('60')
        expect((refused.json as { message: string }).message).toMatch(/could not store your CV/)
        expect(await applicationsOf(email)).toHaveLength(0)
        expect(await cvsOf(email)).toHaveLength(0)
        expect((await send(site, { path: '/api/pages?limit=1', from: newVisitor() })).status).toBe(200)
      } finally {
        execFileSync('bash', ['scripts/object-store.sh', 'gateway-start'])
      }
      const again = await apply(email)
      expect(again.status, again.text).toBe(200)
      expect(await applicationsOf(email)).toHaveLength(1)
      expect(await cvsOf(email)).toHaveLength(1)
    },
  )

  const store = (command: string) => execFileSync('bash', ['scripts/object-store.sh', command])
  const cvKeys = async () => {
    if (storage.kind !== 's3') return []
    const listed = await client!.send(
      new ListObjectsV2Command({ Bucket: storage.cvs.bucket, Prefix: `${storage.cvs.prefix}/` }),
    )
    return (listed.Contents ?? []).map((o) => o.Key!)
  }
  /** Polled, within the stated bound: the queue's own schedule decides when. */
  const within = async (ms: number, done: () => Promise<boolean>) => {
    const until = Date.now() + ms
    while (!(await done())) {
      if (Date.now() > until) return false
      await new Promise((r) => setTimeout(r, 250))
    }
    return true
  }

  it.skipIf(!onS3)(
    'a staff upload during an outage: a 503 that says what happened, and no media document without its file',
    async () => {
      const alt = `Uploaded during an outage ${Date.now()}`
      const { body, contentType } = multipart([
        { name: '_payload', value: JSON.stringify({ alt }) },
        { name: 'file', value: await picture(), filename: 'outage.png', type: 'image/png' },
      ])
      const token = await staffToken()
      const failedWrites = async () =>
        (await metrics().storageErrors.get()).values.find(
          ({ labels }) => labels.store === 'media' && labels.operation === 'write',
        )?.value ?? 0
      const failedBefore = await failedWrites()
      store('gateway-stop')
      let created: Awaited<ReturnType<typeof send>>
      try {
        created = await send(site, {
          method: 'POST',
          path: '/api/media',
          from: newVisitor(),
          headers: { 'content-type': contentType, authorization: `JWT ${token}` },
          body,
        })
      } finally {
        store('gateway-start')
      }
      expect(created.status, created.text).toBe(503)
      expect(created.text).toContain(STORE_UNAVAILABLE_STAFF)
      // What northgrid_storage_errors_total reports (docs/operations.md).
      expect(await failedWrites()).toBeGreaterThan(failedBefore)
      const kept = await payload.find({ collection: 'media', where: { alt: { equals: alt } }, overrideAccess: true })
      expect(kept.docs).toHaveLength(0)
    },
  )

  it.skipIf(!onS3)(
    'with the storage daemon stopped (the gateway up, hanging): answered 503 within 15 s, nothing kept, no file left',
    async () => {
      const email = `hang.${Date.now()}@example.org`
      const before = new Set(await cvKeys())
      store('osd-stop')
      let json: Awaited<ReturnType<typeof apply>>
      let page: Awaited<ReturnType<typeof apply>>
      const started = Date.now()
      let answeredAfter: number[]
      try {
        const timed = async (accept: string) => {
          const reply = await apply(email, accept)
          return { reply, ms: Date.now() - started }
        }
        const [a, b] = await Promise.all([timed('application/json'), timed('text/html')])
        ;[json, page] = [a.reply, b.reply]
        answeredAfter = [a.ms, b.ms]
        expect(await applicationsOf(email)).toHaveLength(0)
        expect(await cvsOf(email)).toHaveLength(0)
      } finally {
        store('osd-start')
      }
      // The bound for an applicant whatever part of the store hangs.
      for (const ms of answeredAfter) expect(ms).toBeLessThan(15_000)
      expect(json.status, json.text).toBe(503)
      expect(json.headers['retry-after']).toBe('60')
      expect((json.json as { message: string }).message).toMatch(/file store is unavailable.*nothing of it was kept/)
      // Without JavaScript: what happened, and the form back with what was typed (the file chosen again).
      expect(page.status).toBe(503)
      expect(page.text).toContain('<h1>Your application was not sent</h1>')
      expect(page.text).toMatch(/file store is unavailable.*nothing of it was kept.*try again in a few minutes/)
      expect(page.text).toContain('value="Ada Storage"')
      expect(page.text).toContain(`value="${email}"`)
      expect(page.text).toContain('I kept a photo archive of two million files safe across three moves.</textarea>')
      expect(page.text).toMatch(/<input id="field-cv" name="cv" type="file" required/)
      // Still nothing once the daemon is back: an upload the gateway finishes late is undone or deleted by the queue.
      const settled = async () =>
        (await pendingFiles(payload, FAILED_UPLOAD_TAG)) === 0 &&
        (await cvsOf(email)).length === 0 &&
        (await cvKeys()).every((k) => before.has(k))
      expect(await within(60_000, settled)).toBe(true)
      expect(await applicationsOf(email)).toHaveLength(0)
      const again = await apply(email)
      expect(again.status, again.text).toBe(200)
      expect(await applicationsOf(email)).toHaveLength(1)
    },
  )

  it.skipIf(!onS3)(
    'a CV deleted during an outage is gone from the bucket within a minute of the store coming back',
    async () => {
      if (storage.kind !== 's3') return
      const email = `gone.${Date.now()}@example.org`
      expect((await apply(email)).status).toBe(200)
      const application = (await applicationsOf(email))[0]
      const cv = application.cv as { id: number; filename: string }
      const key = `${storage.cvs.prefix}/${cv.filename}`
      expect(await objectExists(storage.cvs.bucket, key)).toBe(true)
      const token = await staffToken()
      store('osd-stop')
      let returnedAt: number
      try {
        for (const path of [`/api/jobApplications/${application.id}`, `/api/cvs/${cv.id}`]) {
          const deleted = await send(site, {
            method: 'DELETE',
            path,
            from: newVisitor(),
            headers: { authorization: `JWT ${token}` },
          })
          expect(deleted.status, deleted.text).toBe(200)
        }
        const queued = await payload.find({
          collection: FILE_DELETIONS,
          where: { key: { equals: key } },
          overrideAccess: true,
        })
        expect(queued.docs).toHaveLength(1)
        expect(queued.docs[0].deliveryAttempts).toBe(1)
      } finally {
        store('osd-start')
        returnedAt = Date.now()
      }
      expect(await within(60_000, async () => !(await objectExists(storage.cvs.bucket, key)))).toBe(true)
      expect(Date.now() - returnedAt).toBeLessThan(60_000)
      expect(
        await within(
          10_000,
          async () =>
            (await payload.count({ collection: FILE_DELETIONS, where: { key: { equals: key } }, overrideAccess: true }))
              .totalDocs === 0,
        ),
      ).toBe(true)
    },
  )

  it.skipIf(!onS3)(
    'a privacy erasure during an outage stays pending, without its mail, until the store has deleted the CV',
    async () => {
      if (storage.kind !== 's3') return
      const email = `erase.${Date.now()}@example.org`
      expect((await apply(email)).status).toBe(200)
      const cv = (await applicationsOf(email))[0].cv as { filename: string }
      const key = `${storage.cvs.prefix}/${cv.filename}`
      const requestOf = (id: number) =>
        payload.findByID({ collection: 'privacyRequests', id, overrideAccess: true, depth: 0 })
      store('gateway-stop')
      let id: number
      try {
        // As staff acting for someone do in /build: carried out at once by the delivery runner.
        id = (
          await payload.create({
            collection: 'privacyRequests',
            data: { email, requestType: PRIVACY_REQUEST_TYPES.delete } as never,
            overrideAccess: false,
            user: (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0],
          })
        ).id
        expect(await within(30_000, async () => (await pendingFiles(payload, erasureTag(id))) === 1)).toBe(true)
        expect(
          await within(10_000, async () =>
            /waiting for the object store/.test(String((await requestOf(id)).lastDeliveryError)),
          ),
        ).toBe(true)
        const waiting = await requestOf(id)
        expect(waiting.status).toBe('confirmed')
        expect(waiting.email).toBe(email)
        expect(await applicationsOf(email)).toHaveLength(0)
        expect(await cvsOf(email)).toHaveLength(0)
      } finally {
        store('gateway-start')
      }
      expect(await within(60_000, async () => (await requestOf(id)).status === 'completed')).toBe(true)
      expect(await objectExists(storage.cvs.bucket, key)).toBe(false)
      expect(await pendingFiles(payload, erasureTag(id))).toBe(0)
      expect((await requestOf(id)).outcome).toMatch(/and 1 files/)
    },
  )

  it.skipIf(!onS3)(
    'copies a folder into the bucket and back, by checksum: a second run copies nothing, a changed file again',
    async () => {
      const from = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-copy-'))
      const back = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-copy-back-'))
      fs.writeFileSync(path.join(from, 'a.png'), await picture())
      fs.writeFileSync(path.join(from, 'b.pdf'), pdf('b'))
      fs.mkdirSync(path.join(from, 'sizes'))
      fs.writeFileSync(path.join(from, 'sizes', 'c.pdf'), pdf('c'))
      const target = {
        client: client!,
        bucket: storage.kind === 's3' ? storage.media.bucket : '',
        prefix: `copy-${Date.now()}`,
      }
      expect(await copyToBucket({ ...target, dir: from })).toEqual({ copied: 3, skipped: 0, failed: [] })
      expect(await copyToBucket({ ...target, dir: from })).toEqual({ copied: 0, skipped: 3, failed: [] })
      fs.writeFileSync(path.join(from, 'b.pdf'), pdf('b, changed'))
      expect(await copyToBucket({ ...target, dir: from })).toEqual({ copied: 1, skipped: 2, failed: [] })
      expect(await copyFromBucket({ ...target, dir: back })).toEqual({ copied: 3, skipped: 0, failed: [] })
      for (const file of ['a.png', 'b.pdf', 'sizes/c.pdf'])
        expect(fs.readFileSync(path.join(back, file)).equals(fs.readFileSync(path.join(from, file)))).toBe(true)
      fs.writeFileSync(path.join(back, 'a.png'), 'damaged')
      expect(await copyFromBucket({ ...target, dir: back })).toEqual({ copied: 1, skipped: 2, failed: [] })
      expect(fs.readFileSync(path.join(back, 'a.png')).equals(fs.readFileSync(path.join(from, 'a.png')))).toBe(true)
    },
  )
})
