import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { env, readEnv } from '@/config/env'
import { stopRunner } from '@/leads/delivery/runner'
import { submitLead } from '@/leads/submit'
import { MANIFEST, restore, verify, type Manifest } from '@/operations/backup/backup'

// CI's PostgreSQL pass runs this file: backups are pg_dump and pg_restore there, a file copy on SQLite.
/**
 * The backup and restore of src/operations/backup on this run's database (SQLite: VACUUM INTO; with TEST_DATABASE_URI,
 * PostgreSQL: pg_dump's custom format and pg_restore): a snapshot taken while leads keep arriving holds every lead
 * stored before it began, restores into an empty database, and a changed byte makes the restore refuse.
 * The whole drill with the site started on the restored copy is tests/e2e/restore.spec.ts.
 */
let payload: Payload
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-backup-'))
const postgres = env().databaseKind === 'postgres'
const restoredUri = postgres
  ? (() => {
      const url = new URL(env().databaseUri)
      url.pathname = `${url.pathname}_restore`
      return url.toString()
    })()
  : `file:${path.join(work, 'restored', 'northgrid.db')}`

async function onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: env().databaseUri })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
const restoredName = () => decodeURIComponent(new URL(restoredUri).pathname.slice(1))

/** The e-mails of the contact messages in the restored database, read with its own driver. */
async function restoredEmails(): Promise<string[]> {
  if (postgres) {
    const client = new pg.Client({ connectionString: restoredUri })
    await client.connect()
    try {
      return (await client.query<{ email: string }>('SELECT email FROM contact_messages')).rows.map((r) => r.email)
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: restoredUri })
  try {
    return (await client.execute('SELECT email FROM contact_messages')).rows.map((r) => r.email as string)
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  stopRunner()
  if (postgres)
    await onServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${restoredName()}"`)
      await client.query(`CREATE DATABASE "${restoredName()}"`)
    })
})

afterAll(async () => {
  await payload?.destroy()
  if (postgres) await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${restoredName()}" WITH (FORCE)`))
  fs.rmSync(work, { recursive: true, force: true })
})

/** `npm run backup`'s script, in a process of its own as in production, with this file's settings. */
function runBackup(into: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', into], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim().split('\n').at(-1)!),
    ),
  )
}

let visitor = 0
const sendContact = async (email: string) => {
  const request = new Request('http://localhost/api/forms/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Backup Lead', email, message: 'Kept through a restore.' }),
  })
  const response = await submitLead(payload, 'contact', request, {
    // A client of its own each time: the per-client limit is not what this test is about.
    client: `198.51.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  })
  expect(response.status).toBe(200)
}

it(
  `backs up ${postgres ? 'PostgreSQL (pg_dump)' : 'SQLite (VACUUM INTO)'} while leads arrive, verifies and restores it`,
  { timeout: 300_000 },
  async () => {
    const before = Array.from({ length: 20 }, (_, i) => `before-${i}@example.org`)
    for (const email of before) await sendContact(email)

    let stop = false
    let sentDuring = 0
    const stream = (async () => {
      while (!stop) {
        await sendContact(`during-${sentDuring++}@example.org`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })()
    const dir = await runBackup(path.join(work, 'backups')).finally(() => (stop = true))
    await stream
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
    expect(manifest.database.kind).toBe(env().databaseKind)
    expect(manifest.files.map((f) => f.path)).toContain(manifest.database.file)
    expect(fs.readdirSync(path.join(work, 'backups'))).toEqual([path.basename(dir)])
    await verify(dir)

    // One changed byte anywhere: refused, and the target stays empty.
    const tampered = path.join(work, 'tampered')
    fs.cpSync(dir, tampered, { recursive: true })
    const database = path.join(tampered, manifest.database.file)
    const bytes = fs.readFileSync(database)
    bytes[Math.floor(bytes.length / 2)] ^= 0x01
    fs.writeFileSync(database, bytes)
    const target = readEnv({
      ...process.env,
      DATABASE_URI: restoredUri,
      MEDIA_DIR: path.join(work, 'restored', 'media'),
      CV_DIR: path.join(work, 'restored', 'cvs'),
    })
    await expect(restore(target, tampered)).rejects.toThrow(`${manifest.database.file} does not match its checksum`)
    expect(fs.existsSync(path.join(work, 'restored', 'media'))).toBe(false)

    await restore(target, dir)
    const emails = await restoredEmails()
    for (const email of before) expect(emails).toContain(email)
    // The media of the seed came along, each file byte for byte.
    const media = manifest.files.filter((f) => f.path.startsWith('media/'))
    expect(media.length).toBeGreaterThan(0)
    for (const file of media)
      expect(fs.readFileSync(path.join(work, 'restored', 'media', file.path.slice('media/'.length)))).toEqual(
        fs.readFileSync(path.join(dir, file.path)),
      )
    // A second restore onto it is refused: only a fresh install is restored into.
    await expect(restore(target, dir)).rejects.toThrow(/fresh install|empty database/)
    console.log(`[backup] ${manifest.files.length} files; ${sentDuring} leads stored while the snapshot was made`)
  },
)
