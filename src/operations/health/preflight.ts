import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import type { Env, Storage } from '@/config/env'

/**
 * What `npm start` (server.ts) checks before it loads Next.js, so a start that cannot work stops within seconds with
 * one line. Only light modules here: server.ts loads the rest of the site after this passes.
 */

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref(),
    ),
  ])

/** An error's own words: pg's connection errors may be an AggregateError (one per address) with no message. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0])
  if (error instanceof Error) return error.message || ('code' in error ? String(error.code) : error.name)
  return String(error)
}

/** Where DATABASE_URI points, without its user and password. */
function databaseAddress(uri: string): string {
  if (!URL.canParse(uri)) return 'DATABASE_URI'
  const url = new URL(uri)
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`
}

async function databaseProblem(settings: Env): Promise<string | null> {
  if (settings.databaseKind === 'postgres') {
    let client: pg.Client | undefined
    try {
      client = new pg.Client({ connectionString: settings.databaseUri, connectionTimeoutMillis: 5_000 })
      await client.connect()
      await withTimeout(client.query('SELECT 1'), 5_000, 'the database')
      return null
    } catch (error) {
      return `[db] cannot use the PostgreSQL database at ${databaseAddress(settings.databaseUri)} named by DATABASE_URI (${describe(
        error,
      )}): check its host, port, database name, user and password, and that PostgreSQL runs and accepts this machine, then start again`
    } finally {
      await client?.end().catch(() => undefined)
    }
  }
  const file = path.resolve(settings.databaseUri.slice('file:'.length))
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.accessSync(path.dirname(file), fs.constants.W_OK)
    if (fs.existsSync(file)) fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
    return null
  } catch (error) {
    return `[db] the SQLite database ${file} named by DATABASE_URI cannot be written (${describe(
      error,
    )}): give the server's user its folder, or point DATABASE_URI elsewhere, then start again`
  }
}

async function storageProblem(
  storage: Storage,
  warn: (error: unknown, message: string) => void,
): Promise<string | null> {
  if (storage.kind !== 's3') return null
  // The AWS SDK is loaded only for a start that uses it.
  const { keysRefused, keysRefusedMessage, missingBuckets, missingBucketsMessage } = await import('@/storage/buckets')
  try {
    const missing = await missingBuckets(storage)
    return missing.length ? missingBucketsMessage(storage, missing) : null
  } catch (error) {
    if (keysRefused(error)) return keysRefusedMessage(storage)
    // Documented (docs/storage.md): a store that does not answer leaves pages and the CMS working; uploads say so.
    warn(error, '[storage] the object store did not answer at start; uploads will say if it still does not')
    return null
  }
}

/**
 * What a start needs before Next.js prepares (server.ts): a build, a database it can use, and the buckets with keys
 * the store accepts. Settings (a production secret among them) were checked by readEnv. Returns the first thing
 * missing as one line saying what and how to fix it, or null.
 */
export async function preflight(
  settings: Env,
  distDir: string,
  warn: (error: unknown, message: string) => void,
): Promise<string | null> {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
    return `[start] no production build in ${distDir}: run \`npm run build\` with the same settings, then start again`
  return (await databaseProblem(settings)) ?? (await storageProblem(settings.storage, warn))
}
