import { execFileSync } from 'node:child_process'

import sharp from 'sharp'

import { expect, test } from './fixtures'

import { multipart, pdf } from '../fixtures/files'
import { local, Processes, waitForOk } from './instances'

/**
 * Two instances (`npm start` of the browser tests' build) on one PostgreSQL and one object store:
 * the loopback Ceph RADOS Gateway of scripts/object-store.sh. No shared folder: every upload is
 * in the bucket, so what one instance stored the other serves.
 *
 * Needs CLUSTER_STORAGE_DATABASE_URI (an empty PostgreSQL database; .ci/run makes one) and
 * Debian's Ceph packages (.ci/run installs them); skipped otherwise, saying so.
 */
const DATABASE = process.env.CLUSTER_STORAGE_DATABASE_URI
const HAS_CEPH = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v radosgw'])
    return true
  } catch {
    return false
  }
})()
test.skip(
  !DATABASE || !HAS_CEPH,
  'needs CLUSTER_STORAGE_DATABASE_URI (an empty PostgreSQL database) and radosgw (.ci/run installs both)',
)
test.describe.configure({ mode: 'serial' })

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 80
const PORTS = { a: BASE_PORT + 1, b: BASE_PORT + 2 }
const STORE_PORT = process.env.OBJECT_STORE_PORT ?? '7480'
const ADMIN = { email: 'storage-admin@northgrid.example', password: 'storage-admin-password-1' }
const RUN = Date.now().toString(36)
const objectStore = (command: string) =>
  execFileSync('bash', ['scripts/object-store.sh', command], { encoding: 'utf8' })

const processes = new Processes()

test.beforeAll(async () => {
  test.setTimeout(300_000)
  objectStore('start')
  const bucket = `northgrid-cluster-${RUN}`
  // The bucket exists before the site starts, as in any deployment (docs/storage.md).
  const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3')
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${STORE_PORT}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'northgrid-test-access', secretAccessKey: 'northgrid-test-secret-0123456789' },
  })
  await s3.send(new CreateBucketCommand({ Bucket: bucket }))
  s3.destroy()
  const env = (name: 'a' | 'b') => ({
    DATABASE_URI: DATABASE!,
    PAYLOAD_SECRET: 'cluster-storage-secret-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: local(PORTS.a, ''),
    DELIVERY_INSTANCE_ID: `storage-${name}`,
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_REQUESTS_MAX: '10000',
    FORM_MIN_FILL_MS: '0',
    // No shared folder: a file written locally by mistake would be missing on the other instance.
    MEDIA_DIR: `/tmp/northgrid-storage-${RUN}-${name}/media`,
    CV_DIR: `/tmp/northgrid-storage-${RUN}-${name}/cvs`,
    S3_ENDPOINT: `http://127.0.0.1:${STORE_PORT}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'northgrid-test-access',
    S3_SECRET_ACCESS_KEY: 'northgrid-test-secret-0123456789',
    S3_BUCKET: bucket,
  })
  // The first instance migrates and seeds the empty database; the second finds it ready.
  await processes.startSite('a', PORTS.a, env('a'))
  await processes.startSite('b', PORTS.b, env('b'))
})

test.afterAll(async () => {
  await processes.killAll()
  objectStore('gateway-start')
})

async function staffToken(port: number): Promise<string> {
  const res = await fetch(local(port, '/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    signal: AbortSignal.timeout(30_000),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const path = (url: string) => new URL(url, 'http://localhost').pathname

let pictureUrl = ''

test('a picture uploaded through A is served by B, as the file and through next/image', async () => {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()
  const { body, contentType } = multipart([
    { name: '_payload', value: JSON.stringify({ alt: 'An orange test rectangle' }) },
    { name: 'file', value: png, filename: `cluster-${RUN}.png`, type: 'image/png' },
  ])
  const created = await fetch(local(PORTS.a, '/api/media'), {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `JWT ${await staffToken(PORTS.a)}` },
    body: new Uint8Array(body),
  })
  expect(created.status).toBe(201)
  pictureUrl = path(((await created.json()) as { doc: { url: string } }).doc.url)
  const onB = await fetch(local(PORTS.b, pictureUrl))
  expect(onB.status).toBe(200)
  expect(Buffer.from(await onB.arrayBuffer()).equals(png)).toBe(true)
  const optimized = await fetch(
    local(PORTS.b, `/_next/image?${new URLSearchParams({ url: pictureUrl, w: '640', q: '75' })}`),
    { headers: { accept: 'image/avif,image/webp,*/*' } },
  )
  expect(optimized.status).toBe(200)
  expect(optimized.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
})

test('a cover replaced through A shows on B: the page names the new file, served for a year', async () => {
  const found = await fetch(
    local(PORTS.a, '/api/caseStudies?where[_status][equals]=published&where[thumbnail][exists]=true&limit=1&depth=1'),
  )
  const study = ((await found.json()) as { docs: { slug: string; thumbnail: { id: number; filename: string } }[] })
    .docs[0]
  const before = await (await fetch(local(PORTS.b, `/${study.slug}`))).text()
  expect(before).toContain(study.thumbnail.filename)
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  const filename = `cover-${RUN}.png`
  const { body, contentType } = multipart([
    { name: '_payload', value: JSON.stringify({ alt: 'A blue replacement cover' }) },
    { name: 'file', value: png, filename, type: 'image/png' },
  ])
  const replaced = await fetch(local(PORTS.a, `/api/media/${study.thumbnail.id}`), {
    method: 'PATCH',
    headers: { 'content-type': contentType, authorization: `JWT ${await staffToken(PORTS.a)}` },
    body: new Uint8Array(body),
  })
  expect(replaced.status).toBe(200)
  const fileUrl = path(((await replaced.json()) as { doc: { url: string } }).doc.url)
  await expect
    .poll(async () => (await (await fetch(local(PORTS.b, `/${study.slug}`))).text()).includes(filename), {
      timeout: 10_000,
    })
    .toBe(true)
  const onB = await fetch(local(PORTS.b, fileUrl))
  expect(Buffer.from(await onB.arrayBuffer()).equals(png)).toBe(true)
  expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
})

const job = async () =>
  (
    (await (await fetch(local(PORTS.a, '/api/jobs?limit=1&where[_status][equals]=published'))).json()) as {
      docs: { slug: string }[]
    }
  ).docs[0].slug

async function apply(port: number, email: string, slug: string): Promise<number> {
  const { body, contentType } = multipart([
    { name: 'name', value: 'Grace Cluster' },
    { name: 'email', value: email },
    { name: 'coverNote', value: 'I ran storage for a newsroom that never lost a photograph.' },
    { name: 'position', value: slug },
    { name: 'cv', value: pdf(`CV of ${email}`), filename: 'Grace CV.pdf', type: 'application/pdf' },
  ])
  const res = await fetch(local(port, '/api/forms/application'), {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json' },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(60_000),
  }).catch(() => null)
  await res?.arrayBuffer()
  return res?.status ?? 0
}

async function cvOf(email: string, token: string): Promise<string | undefined> {
  const res = await fetch(
    local(PORTS.a, `/api/jobApplications?${new URLSearchParams({ 'where[email][equals]': email, depth: '1' })}`),
    { headers: { authorization: `JWT ${token}` } },
  )
  const docs = ((await res.json()) as { docs: { cv: { filename: string } }[] }).docs
  return docs[0]?.cv.filename
}

test('a CV sent to B is downloadable by staff on A and refused anonymously', async () => {
  const email = `grace.${RUN}@example.org`
  expect(await apply(PORTS.b, email, await job())).toBe(200)
  const token = await staffToken(PORTS.a)
  const filename = await cvOf(email, token)
  expect(filename).toBeTruthy()
  const staff = await fetch(local(PORTS.a, `/api/cvs/file/${filename}`), { headers: { authorization: `JWT ${token}` } })
  expect(staff.status).toBe(200)
  expect(Buffer.from(await staff.arrayBuffer()).equals(pdf(`CV of ${email}`))).toBe(true)
  expect((await fetch(local(PORTS.a, `/api/cvs/file/${filename}`))).status).toBe(403)
  expect((await fetch(local(PORTS.b, `/api/cvs/file/${filename}`))).status).toBe(403)
})

test('the gateway down 10 s during applications: each acknowledged one kept with its CV, pages answer', async () => {
  test.setTimeout(180_000)
  const slug = await job()
  const token = await staffToken(PORTS.a)
  const optimized = `/_next/image?${new URLSearchParams({ url: pictureUrl, w: '640', q: '75' })}`
  const outcomes: { email: string; status: number }[] = []
  let sending = true
  const sender = (async () => {
    for (let i = 0; sending; i++) {
      const email = `outage.${RUN}.${i}@example.org`
      outcomes.push({ email, status: await apply(i % 2 ? PORTS.b : PORTS.a, email, slug) })
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  await new Promise((r) => setTimeout(r, 3_000))
  objectStore('gateway-stop')
  const stoppedAt = Date.now()
  try {
    await new Promise((r) => setTimeout(r, 2_000))
    // While it is down: pages and the pictures next/image already made.
    expect((await fetch(local(PORTS.b, '/'))).status).toBe(200)
    expect((await fetch(local(PORTS.b, optimized), { headers: { accept: 'image/avif,image/webp,*/*' } })).status).toBe(
      200,
    )
    await new Promise((r) => setTimeout(r, 10_000 - (Date.now() - stoppedAt)))
  } finally {
    objectStore('gateway-start')
  }
  await new Promise((r) => setTimeout(r, 4_000))
  sending = false
  await sender
  const acknowledged = outcomes.filter((o) => o.status === 200)
  const refused = outcomes.filter((o) => o.status !== 200)
  console.log(
    `applications: ${outcomes.length} sent, ${acknowledged.length} acknowledged, ${refused.length} refused ` +
      `(${[...new Set(refused.map((o) => o.status))].join(', ')})`,
  )
  // Some were sent while it was down and refused with 503; after it returned, accepted again without a restart.
  expect(refused.length).toBeGreaterThan(0)
  expect(refused.every((o) => o.status === 503)).toBe(true)
  expect(outcomes.at(-1)!.status).toBe(200)
  for (const { email } of acknowledged) {
    const filename = await cvOf(email, token)
    expect(filename, email).toBeTruthy()
    expect(
      (await fetch(local(PORTS.a, `/api/cvs/file/${filename}`), { headers: { authorization: `JWT ${token}` } })).status,
      email,
    ).toBe(200)
  }
  for (const { email } of refused) expect(await cvOf(email, token), email).toBeUndefined()
  await waitForOk(local(PORTS.b, '/readyz'), 10_000)
})
