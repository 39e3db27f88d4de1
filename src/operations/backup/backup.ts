import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

import { S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { z } from 'zod'

import type { Env } from '@/config/env'
import { copyFromBucket, copyToBucket } from '@/storage/copy'
import { s3ClientConfig } from '@/storage/s3'

/**
 * A backup is a folder: the database (a consistent snapshot taken while the site keeps writing), the media and the
 * CVs, and manifest.json listing every file with its size and SHA-256. `npm run backup` writes one, `npm run restore`
 * brings a fresh install back from one after checking every checksum (docs/operations.md).
 */

const run = promisify(execFile)

export const FORMAT = 'northgrid-backup/1'
export const MANIFEST = 'manifest.json'

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  /** When the snapshot began: every lead acknowledged before it is in the backup. */
  startedAt: z.string(),
  finishedAt: z.string(),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), file: z.string() }),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
})
export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = Manifest['files'][number]

export class BackupError extends Error {
  override name = 'BackupError'
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

function* walk(dir: string, base = dir): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full, base)
    else if (entry.isFile()) yield path.relative(base, full).split(path.sep).join('/')
  }
}

const sqliteFile = (databaseUri: string) => path.resolve(databaseUri.replace(/^file:/, ''))

/** Copies a folder's files (uploads in progress, `.part`, are not finished files). */
function copyFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true })
  for (const file of walk(from)) {
    if (file.endsWith('.part')) continue
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
}

function bucketOf(settings: Env, which: 'media' | 'cvs') {
  const storage = settings.storage
  if (storage.kind !== 's3') return null
  return { client: new S3Client(s3ClientConfig(storage)), bucket: storage[which].bucket, prefix: storage[which].prefix }
}

/**
 * Writes a backup into a new folder under `into` and returns its path. The folder is written as `<name>.partial` and
 * renamed once complete, so a folder without that suffix is a whole backup.
 */
export async function backup(
  settings: Env,
  into: string,
  now = new Date(),
): Promise<{ dir: string; manifest: Manifest }> {
  const name = `northgrid-backup-${now.toISOString().replace(/[:.]/g, '-')}`
  const dir = path.resolve(into, name)
  const partial = `${dir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  const startedAt = new Date().toISOString()
  try {
    // The database first: every upload its rows name was written before the row, so it is in the folders after.
    const database =
      settings.databaseKind === 'sqlite'
        ? { kind: 'sqlite' as const, file: 'database.sqlite' }
        : { kind: 'postgres' as const, file: 'database.pgdump' }
    const target = path.join(partial, database.file)
    if (database.kind === 'sqlite') {
      // VACUUM INTO writes a consistent copy from one read transaction while the site keeps writing (WAL).
      const client = createClient({ url: `file:${sqliteFile(settings.databaseUri)}` })
      try {
        await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
      } finally {
        client.close()
      }
    } else {
      // The custom format: one consistent snapshot (pg_dump's own transaction), compressed, restored by pg_restore.
      // The pages' shared payloads are a cache the instances refill (src/lib/http/shared-payloads.ts): table only.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--exclude-table-data=page_payloads',
        '--file',
        target,
        settings.databaseUri,
      ])
    }
    for (const which of ['media', 'cvs'] as const) {
      const bucket = bucketOf(settings, which)
      if (bucket) {
        const report = await copyFromBucket({ ...bucket, dir: path.join(partial, which) })
        if (report.failed.length > 0)
          throw new BackupError(`${report.failed.length} ${which} file(s) could not be read: ${report.failed[0].file}`)
      } else copyFolder(which === 'media' ? settings.mediaDir : settings.cvDir, path.join(partial, which))
    }
    const files: ManifestFile[] = []
    for (const file of walk(partial))
      files.push({
        path: file,
        bytes: fs.statSync(path.join(partial, file)).size,
        sha256: await sha256(path.join(partial, file)),
      })
    const manifest: Manifest = { format: FORMAT, startedAt, finishedAt: new Date().toISOString(), database, files }
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
    fs.renameSync(partial, dir)
    return { dir, manifest }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** Every file the manifest names, with its size and checksum, and no other: else the backup is refused. */
export async function verify(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new BackupError(`${dir} has no ${MANIFEST}: not a backup, or an unfinished one`)
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    throw new BackupError(`${file} is not a ${FORMAT} manifest`)
  }
  const listed = new Set(manifest.files.map((f) => f.path))
  const problems: string[] = []
  for (const entry of manifest.files) {
    const full = path.join(dir, entry.path)
    if (path.relative(dir, full).startsWith('..') || path.isAbsolute(entry.path)) {
      problems.push(`${entry.path} is outside the backup`)
      continue
    }
    if (!fs.existsSync(full)) problems.push(`${entry.path} is missing`)
    else if (fs.statSync(full).size !== entry.bytes || (await sha256(full)) !== entry.sha256)
      problems.push(`${entry.path} does not match its checksum`)
  }
  for (const found of walk(dir))
    if (found !== MANIFEST && !listed.has(found)) problems.push(`${found} is not in the manifest`)
  if (!listed.has(manifest.database.file)) problems.push(`the database file ${manifest.database.file} is not listed`)
  if (problems.length > 0)
    throw new BackupError(
      `refusing the backup ${dir}: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    )
  return manifest
}

async function postgresIsEmpty(uri: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    )
    return Number(rows[0].n) === 0
  } finally {
    await client.end()
  }
}

const isEmptyFolder = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

/**
 * Restores a verified backup into the install `settings` describe, which must be fresh: no database yet (an absent
 * SQLite file, or a PostgreSQL database without tables), and empty upload folders or buckets of its own.
 */
export async function restore(settings: Env, dir: string): Promise<Manifest> {
  const manifest = await verify(dir)
  if (manifest.database.kind !== settings.databaseKind)
    throw new BackupError(
      `the backup holds a ${manifest.database.kind} database; DATABASE_URI names a ${settings.databaseKind} one`,
    )
  const source = path.join(dir, manifest.database.file)
  if (settings.databaseKind === 'sqlite') {
    const target = sqliteFile(settings.databaseUri)
    if (fs.existsSync(target)) throw new BackupError(`${target} exists: restore into a fresh install only`)
  } else if (!(await postgresIsEmpty(settings.databaseUri)))
    throw new BackupError('the PostgreSQL database of DATABASE_URI has tables: restore into an empty database only')
  for (const which of ['media', 'cvs'] as const) {
    const folder = which === 'media' ? settings.mediaDir : settings.cvDir
    if (!bucketOf(settings, which) && !isEmptyFolder(folder))
      throw new BackupError(`${folder} is not empty: restore into a fresh install only`)
  }

  if (settings.databaseKind === 'sqlite') {
    const target = sqliteFile(settings.databaseUri)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // Written beside, then renamed: a site started meanwhile never opens half a database.
    fs.copyFileSync(source, `${target}.restoring`)
    fs.renameSync(`${target}.restoring`, target)
  } else {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      settings.databaseUri,
      source,
    ])
  }
  for (const which of ['media', 'cvs'] as const) {
    const bucket = bucketOf(settings, which)
    const from = path.join(dir, which)
    if (bucket) {
      const report = await copyToBucket({ ...bucket, dir: from })
      if (report.failed.length > 0)
        throw new BackupError(`${report.failed.length} ${which} file(s) could not be written: ${report.failed[0].file}`)
    } else copyFolder(from, which === 'media' ? settings.mediaDir : settings.cvDir)
  }
  return manifest
}
