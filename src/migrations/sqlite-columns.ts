import { sql, type MigrateDownArgs } from '@payloadcms/db-sqlite'
import { z } from 'zod'

/**
 * Beside the SQLite migrations, not among them: Payload reads every .ts file of src/migrations/sqlite as a migration.
 *
 * SQLite cannot drop a column that holds a foreign key, so drizzle's generated `down` rebuilds the table from the
 * list of columns its migration's snapshot knew. Migrations made on parallel branches each knew a different list,
 * and a rollback out of order dropped the other branches' columns. dropColumns rebuilds from the live table instead
 * (its columns, foreign keys and indexes as SQLite reports them), less only the given columns, so each migration's
 * `down` removes what its own `up` added and nothing else.
 */
type Db = MigrateDownArgs['db']

const Columns = z.array(
  z.object({
    name: z.string(),
    type: z.string(),
    notnull: z.coerce.number(),
    dflt_value: z.string().nullable(),
    pk: z.coerce.number(),
  }),
)
const ForeignKeys = z.array(
  z.object({
    id: z.coerce.number(),
    table: z.string(),
    from: z.string(),
    to: z.string().nullable(),
    on_update: z.string(),
    on_delete: z.string(),
  }),
)
const Indexes = z.array(z.object({ name: z.string(), sql: z.string() }))
const Names = z.array(z.object({ name: z.string() }))
const Setting = z.array(z.object({ foreign_keys: z.coerce.number() }))

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The live table's definition, without the given columns (and the foreign keys and indexes on them). */
async function rebuiltDefinition(db: Db, table: string, drop: Set<string>, into: string): Promise<string> {
  const columns = Columns.parse(await db.all(sql`SELECT * FROM pragma_table_info(${table})`))
  const keys = ForeignKeys.parse(await db.all(sql`SELECT * FROM pragma_foreign_key_list(${table})`))
  const primary = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk)
  const [{ sql: created }] = Indexes.parse(
    await db.all(sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`),
  )
  const lines = columns
    .filter((c) => !drop.has(c.name))
    .map((c) =>
      [
        quote(c.name),
        c.type,
        primary.length === 1 && c.pk === 1
          ? `PRIMARY KEY${/\bAUTOINCREMENT\b/i.test(created) ? ' AUTOINCREMENT' : ''}`
          : '',
        c.notnull ? 'NOT NULL' : '',
        c.dflt_value === null ? '' : `DEFAULT (${c.dflt_value})`,
      ]
        .filter(Boolean)
        .join(' '),
    )
  if (primary.length > 1) lines.push(`PRIMARY KEY (${primary.map((c) => quote(c.name)).join(', ')})`)
  // A foreign key of several columns is several rows of one id.
  const byId = new Map<number, typeof keys>()
  for (const key of keys) byId.set(key.id, [...(byId.get(key.id) ?? []), key])
  for (const parts of byId.values()) {
    if (parts.some((k) => drop.has(k.from))) continue
    const [{ table: target, on_update, on_delete }] = parts
    const to = parts.every((k) => k.to !== null) ? ` (${parts.map((k) => quote(k.to ?? '')).join(', ')})` : ''
    lines.push(
      `FOREIGN KEY (${parts.map((k) => quote(k.from)).join(', ')}) REFERENCES ${quote(target)}${to} ON UPDATE ${on_update} ON DELETE ${on_delete}`,
    )
  }
  return `CREATE TABLE ${quote(into)} (\n\t${lines.join(',\n\t')}\n)`
}

/**
 * Removes columns from a table by rebuilding it from the live table, SQLite's way of altering what ALTER TABLE
 * cannot (sqlite.org/lang_altertable.html#otheralter): every other column, its data, foreign keys and indexes stay.
 */
export async function dropColumns(db: Db, table: string, columns: string[]): Promise<void> {
  const drop = new Set(columns)
  const present = Names.parse(await db.all(sql`SELECT name FROM pragma_table_info(${table})`)).map((c) => c.name)
  if (!columns.some((c) => present.includes(c))) return
  const kept = present.filter((c) => !drop.has(c))
  const indexes = Indexes.parse(
    await db.all(
      sql`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`,
    ),
  )
  const keptIndexes: string[] = []
  for (const index of indexes) {
    const on = Names.parse(await db.all(sql`SELECT name FROM pragma_index_info(${index.name})`)).map((c) => c.name)
    if (!on.some((c) => drop.has(c))) keptIndexes.push(index.sql)
  }
  const temporary = `__new_${table}`
  const definition = await rebuiltDefinition(db, table, drop, temporary)
  const list = kept.map(quote).join(', ')
  // Off while the table is replaced, so that dropping it neither cascades to nor fails on the rows that refer to it
  // (no-op inside a transaction; Payload runs SQLite migrations outside one). Set back as it was.
  const [{ foreign_keys: enforced }] = Setting.parse(await db.all(sql`PRAGMA foreign_keys`))
  await db.run(sql`PRAGMA foreign_keys=OFF`)
  await db.run(sql.raw(definition))
  await db.run(sql.raw(`INSERT INTO ${quote(temporary)} (${list}) SELECT ${list} FROM ${quote(table)}`))
  await db.run(sql.raw(`DROP TABLE ${quote(table)}`))
  await db.run(sql.raw(`ALTER TABLE ${quote(temporary)} RENAME TO ${quote(table)}`))
  if (enforced) await db.run(sql`PRAGMA foreign_keys=ON`)
  for (const index of keptIndexes) await db.run(sql.raw(index))
}
