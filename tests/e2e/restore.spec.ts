import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'

import { multipart, pdf } from '../fixtures/files'
import { startSmtpPeer, type SmtpPeer } from '../smtp-peer'
import { local, Processes } from './instances'
import { E2E_MEDIA_DIR, seededDatabase } from './seeded'

/**
 * The restore drill (docs/operations.md): `npm run backup` while visitors keep sending leads and applications with
 * CVs, `npm run restore` into a new folder and database, `npm start` on it; every lead acknowledged before the backup
 * began is there, every CV reads back byte for byte, and the pages are the same HTML (scripts aside). A backup whose
 * checksums do not match is refused and writes nothing. On the embedded SQLite (the PostgreSQL dump:
 * tests/int/backup.test.ts).
 */
test.describe.configure({ mode: 'serial' })

const PORTS = { source: Number(process.env.E2E_PORT ?? 3100) + 55, restored: Number(process.env.E2E_PORT ?? 3100) + 56 }
const SITE = `http://127.0.0.1:${PORTS.source}`
const ADMIN = { email: 'drill-admin@northgrid.example', password: 'drill-admin-password-1' }
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-restore-'))
const install = (name: string) => ({
  DATABASE_URI: `file:${path.join(work, name, 'northgrid.db')}`,
  MEDIA_DIR: path.join(work, name, 'media'),
  CV_DIR: path.join(work, name, 'cvs'),
  PAYLOAD_SECRET: 'drill-secret-0123456789abcdef',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Links in both copies name the same site, so their pages can be compared byte for byte.
  SITE_URL: SITE,
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_REQUESTS_MAX: '100000',
  FORM_MIN_FILL_MS: '0',
})

const processes = new Processes()
let smtp: SmtpPeer

/** An npm script with an install's settings: its exit code and what it printed. */
function npm(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' } })
    let [out, err] = ['', '']
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('exit', (code) => resolve({ code, out, err }))
  })
}

async function staffToken(port: number): Promise<string> {
  const res = await fetch(local(port, '/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/**
 * A page's HTML without what differs between two renders of the same content (scripts/compare-html.ts drops the
 * same): the script elements (which chunks a process lists depends on what it rendered before) and the render time
 * a form carries for its minimum fill time.
 */
const visible = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/(name="(?:renderedAt|rendered_at|startedAt)"[^>]*value=")\d+"/gi, '$1TIME"')
    .replace(/(value=")\d+("[^>]*name="(?:renderedAt|rendered_at|startedAt)")/gi, '$1TIME$2')

type Sent = { kind: 'contact' | 'application'; email: string; cv?: Buffer }

test.beforeAll(async () => {
  test.setTimeout(240_000)
  smtp = await startSmtpPeer()
  // The source: a copy of the browser tests' seeded database, with their uploads.
  const source = install('source')
  await seededDatabase(source.DATABASE_URI.slice('file:'.length))
  await processes.startSite('source', PORTS.source, { ...source, MEDIA_DIR: E2E_MEDIA_DIR, SMTP_URL: smtp.url })
})

test.afterAll(async () => {
  await processes.killAll()
  await smtp?.close()
  fs.rmSync(work, { recursive: true, force: true })
})

test('a backup taken during a stream of sends restores into a new install: every acknowledged lead, every CV, the same pages', async () => {
  test.setTimeout(300_000)
  const job = (
    (await (await fetch(local(PORTS.source, '/api/jobs?limit=1&where[_status][equals]=published'))).json()) as {
      docs: { slug: string }[]
    }
  ).docs[0]
  expect(job).toBeDefined()

  const acknowledged: (Sent & { at: number })[] = []
  const send = async (i: number): Promise<void> => {
    const email = `drill-${i}@example.org`
    if (i % 3 === 0) {
      const cv = pdf(`Drill applicant ${i}`)
      const { body, contentType } = multipart([
        { name: 'name', value: `Applicant ${i}` },
        { name: 'email', value: email },
        { name: 'link', value: 'https://portfolio.example/drill' },
        { name: 'coverNote', value: 'I build fast stores and I would like to build yours.' },
        { name: 'position', value: job.slug },
        { name: 'cv', value: cv, filename: `cv-${i}.pdf`, type: 'application/pdf' },
      ])
      const res = await fetch(local(PORTS.source, '/api/forms/application'), {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json' },
        body: new Uint8Array(body),
      })
      if (res.status === 200) acknowledged.push({ kind: 'application', email, cv, at: Date.now() })
    } else {
      const res = await fetch(local(PORTS.source, '/api/forms/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: `Lead ${i}`, email, message: `Message ${i}` }),
      })
      if (res.status === 200) acknowledged.push({ kind: 'contact', email, at: Date.now() })
    }
  }
  // Two visitors sending without pause until told to stop.
  let stop = false
  let next = 0
  const stream = Promise.all(
    [0, 1].map(async () => {
      while (!stop) await send(next++)
    }),
  )
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20)

  const began = Date.now()
  const before = acknowledged.filter((a) => a.at < began)
  const made = await npm(['backup', '--', path.join(work, 'backups')], {
    ...install('source'),
    MEDIA_DIR: E2E_MEDIA_DIR,
  })
  const sentDuringBackup = acknowledged.length - before.length
  stop = true
  await stream
  expect(made.code, made.err).toBe(0)
  const backupDir = made.out.trim().split('\n').at(-1)!
  expect(fs.existsSync(path.join(backupDir, 'manifest.json'))).toBe(true)
  console.log(
    `[restore] ${before.length} leads acknowledged before the backup, ${sentDuringBackup} during it, ${acknowledged.length} in all`,
  )
  // The site kept taking writes while the snapshot was made.
  expect(sentDuringBackup).toBeGreaterThan(0)

  // A copy with one byte of one CV changed is refused, and nothing is written.
  const tampered = path.join(work, 'tampered')
  fs.cpSync(backupDir, tampered, { recursive: true })
  const cvs = fs.readdirSync(path.join(tampered, 'cvs'))
  expect(cvs.length).toBeGreaterThan(0)
  const victim = path.join(tampered, 'cvs', cvs[0])
  const bytes = fs.readFileSync(victim)
  bytes[bytes.length - 2] ^= 0xff
  fs.writeFileSync(victim, bytes)
  const refused = await npm(['restore', '--', tampered], install('refused'))
  expect(refused.code).toBe(1)
  expect(refused.err).toContain(`cvs/${cvs[0]} does not match its checksum`)
  expect(fs.existsSync(path.join(work, 'refused'))).toBe(false)

  const restored = await npm(['restore', '--', backupDir], install('restored'))
  expect(restored.code, restored.err).toBe(0)
  await processes.startSite('restored', PORTS.restored, install('restored'))

  const token = await staffToken(PORTS.restored)
  const auth = { Authorization: `JWT ${token}` }
  const find = async (collection: string, email: string) =>
    (
      (await (
        await fetch(
          local(PORTS.restored, `/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=1`),
          {
            headers: auth,
          },
        )
      ).json()) as { docs: { cv?: { url: string } }[] }
    ).docs
  for (const lead of before) {
    const docs = await find(lead.kind === 'contact' ? 'contactMessages' : 'jobApplications', lead.email)
    expect(docs, `${lead.kind} ${lead.email}`).toHaveLength(1)
    if (lead.cv) {
      const file = await fetch(local(PORTS.restored, new URL(docs[0].cv!.url, SITE).pathname), { headers: auth })
      expect(file.status, lead.email).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(lead.cv), `the CV of ${lead.email}`).toBe(true)
    }
  }
  expect(before.filter((l) => l.cv).length).toBeGreaterThan(0)

  // The pages of the sitemap, the same HTML.
  const sitemap = await (await fetch(local(PORTS.source, '/sitemap.xml'))).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(paths.length).toBeGreaterThan(5)
  for (const p of paths) {
    const [a, b] = await Promise.all([PORTS.source, PORTS.restored].map((port) => fetch(local(port, p))))
    expect(b.status, p).toBe(a.status)
    expect(visible(await b.text()), p).toBe(visible(await a.text()))
  }
})
