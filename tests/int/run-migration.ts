import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { createLocalReq, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

// Payload's DatabaseAdapter type merges both adapters' declarations; these tell which one a run's is.
export const isSqlite = (db: Payload['db']): db is Payload['db'] & SQLiteAdapter =>
  db.packageName === '@payloadcms/db-sqlite'
export const isPostgres = (db: Payload['db']): db is Payload['db'] & PostgresAdapter =>
  db.packageName === '@payloadcms/db-postgres'

/** A committed migration's own `up` or `down`, by name, as Payload runs it (its adapter's drizzle, a local request). */
export async function runMigration(payload: Payload, name: string, direction: 'up' | 'down'): Promise<void> {
  const req = await createLocalReq({}, payload)
  const { db } = payload
  if (isSqlite(db)) {
    const migration = sqliteMigrations.find((m) => m.name === name)
    if (!migration) throw new Error(`no SQLite migration ${name}`)
    await migration[direction]({ db: db.drizzle, payload, req })
  } else if (isPostgres(db)) {
    const migration = postgresMigrations.find((m) => m.name === name)
    if (!migration) throw new Error(`no PostgreSQL migration ${name}`)
    await migration[direction]({ db: db.drizzle, payload, req })
  } else throw new Error(`unexpected database adapter ${db.packageName}`)
}
