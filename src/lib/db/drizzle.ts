import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { eq } from '@payloadcms/db-sqlite/drizzle'
import { Column, is, Table } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The database adapter's drizzle, its tables and the request's transaction, typed once. Payload types `payload.db`
 * as the generic adapter (with whichever adapter's augmentation TypeScript read first); the site runs on one of two
 * (src/payload.config.ts), both built on @payloadcms/drizzle, so both carry `drizzle`, `tables` and the open
 * transactions in `sessions`. Their query builders differ only in their driver: a module states the few methods it
 * calls as a structural type, and TypeScript checks both adapters' drizzle against it.
 */
export type SqlAdapter = SQLiteAdapter | PostgresAdapter
export type Drizzle = SqlAdapter['drizzle']
export type Transaction = NonNullable<SqlAdapter['sessions'][string]>['db']
/**
 * A collection's table: a drizzle table whose columns are its properties by field name (t.createdAt), as Payload
 * builds it. Payload types it as `SQLiteTableWithColumns<any>`, a table with a column (typed `any`) under every name.
 */
export type CollectionTable = Table & Record<string, Column>

function isSqlAdapter(db: unknown): db is SqlAdapter {
  return (
    typeof db === 'object' &&
    db !== null &&
    'name' in db &&
    (db.name === 'sqlite' || db.name === 'postgres') &&
    'drizzle' in db &&
    'tables' in db &&
    'sessions' in db
  )
}

/** The adapter if it is one of ours. */
export function findSqlAdapter(payload: Payload): SqlAdapter | undefined {
  const db: unknown = payload.db
  return isSqlAdapter(db) ? db : undefined
}

/** The adapter as one of ours; any other adapter is a mistake of configuration. */
export function sqlAdapter(payload: Payload): SqlAdapter {
  const adapter = findSqlAdapter(payload)
  if (!adapter) throw new Error(`[db] the database adapter "${payload.db.name}" is neither SQLite nor PostgreSQL`)
  return adapter
}

export const isPostgres = (adapter: SqlAdapter): adapter is PostgresAdapter => adapter.name === 'postgres'
export const isSqlite = (adapter: SqlAdapter): adapter is SQLiteAdapter => adapter.name === 'sqlite'

/** A drizzle table, with a column under each of `names`. */
function isTableWith<K extends string>(
  value: unknown,
  names: readonly K[],
): value is CollectionTable & Record<K, Column> {
  return is(value, Table) && names.every((name) => is(Reflect.get(value, name), Column))
}

/**
 * The collection's table, if it has a column under each of `names` (the ones the caller names in its code).
 * Payload names a collection's table after its slug in snake_case (quoteRequests -> quote_requests).
 */
export function tableOf<K extends string = never>(
  adapter: SqlAdapter,
  slug: string,
  names: readonly K[] = [],
): (CollectionTable & Record<K, Column>) | undefined {
  const table: unknown = adapter.tables[slug.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]
  return isTableWith(table, names) ? table : undefined
}

/**
 * The adapter's drizzle inside req's transaction, as Payload's own operations find it (getTransaction in
 * @payloadcms/drizzle): the transaction's session while it is open, the adapter's drizzle otherwise.
 */
export async function drizzleIn(req: PayloadRequest): Promise<Drizzle | Transaction> {
  const adapter = sqlAdapter(req.payload)
  return (req.transactionID && adapter.sessions[String(await req.transactionID)]?.db) || adapter.drizzle
}

/** A column as the query operators (`eq`, `lt`, ...) take it. */
export type QueryColumn = Parameters<typeof eq>[0]

/**
 * The part of drizzle's query builder the claim loops use (select ... limit, update ... returning), written once so
 * that both adapters' drizzle is checked against it.
 */
export interface QueryBuilder {
  select(fields: Record<string, QueryColumn>): {
    from(table: unknown): {
      where(w: unknown): {
        orderBy(...o: unknown[]): { limit(n: number): Promise<Record<string, unknown>[]> }
      }
    }
  }
  update(table: unknown): {
    set(values: Record<string, unknown>): {
      where(w: unknown): { returning(fields: Record<string, QueryColumn>): Promise<Record<string, unknown>[]> }
    }
  }
}
