import { asc, gt, gte, lt, max, min } from 'drizzle-orm'
import { bigint, pgTable, serial, text as pgText } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'

import { findSqlAdapter, isPostgres, isSqlite } from '@/lib/db/drizzle'

/**
 * Numbered by the database, so a site that missed changes asks for those after the last number it saw.
 * Payload does not manage this table: the hand-written `*_content_changes` migrations must stay in step with it.
 */
export const KEEP = 1_000

export type ChangeRecord = {
  sequence: number
  at: number
  collection: string
  slug: string | null
  previousSlug: string | null
  tags: string[]
}

const sqliteChanges = sqliteTable('content_changes', {
  sequence: integer('sequence').primaryKey({ autoIncrement: true }),
  at: integer('at').notNull(),
  collection: text('collection').notNull(),
  slug: text('slug'),
  previousSlug: text('previous_slug'),
  tags: text('tags').notNull(),
})

const postgresChanges = pgTable('content_changes', {
  sequence: serial('sequence').primaryKey(),
  at: bigint('at', { mode: 'number' }).notNull(),
  collection: pgText('collection').notNull(),
  slug: pgText('slug'),
  previousSlug: pgText('previous_slug'),
  tags: pgText('tags').notNull(),
})

type Row = typeof sqliteChanges.$inferSelect

const parseTags = (value: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

const toRecord = (row: Row): ChangeRecord => ({ ...row, at: Number(row.at), tags: parseTags(row.tags) })

type Log = {
  append(entry: Omit<ChangeRecord, 'sequence'>): Promise<ChangeRecord>
  after(sequence: number, limit: number): Promise<ChangeRecord[]>
  /** Those logged at or after `at` (ms since the epoch), in order. */
  since(at: number, limit: number): Promise<ChangeRecord[]>
  oldest(): Promise<number | null>
  latest(): Promise<number>
}

export function changeLog(payload: Payload): Log {
  const adapter = findSqlAdapter(payload)
  if (adapter && isPostgres(adapter)) {
    const db = adapter.drizzle
    const t = postgresChanges
    return {
      async append(entry) {
        const values = { ...entry, tags: JSON.stringify(entry.tags) }
        const [row] = await db.insert(t).values(values).returning()
        await db.delete(t).where(lt(t.sequence, row.sequence - KEEP + 1))
        return toRecord(row)
      },
      async after(sequence, limit) {
        return (await db.select().from(t).where(gt(t.sequence, sequence)).orderBy(asc(t.sequence)).limit(limit)).map(
          toRecord,
        )
      },
      async since(at, limit) {
        return (await db.select().from(t).where(gte(t.at, at)).orderBy(asc(t.sequence)).limit(limit)).map(toRecord)
      },
      async oldest() {
        return (await db.select({ oldest: min(t.sequence) }).from(t))[0]?.oldest ?? null
      },
      async latest() {
        return (await db.select({ latest: max(t.sequence) }).from(t))[0]?.latest ?? 0
      },
    }
  }
  if (adapter && isSqlite(adapter)) {
    const db = adapter.drizzle
    const t = sqliteChanges
    return {
      async append(entry) {
        const values = { ...entry, tags: JSON.stringify(entry.tags) }
        const [row] = await db.insert(t).values(values).returning()
        await db.delete(t).where(lt(t.sequence, row.sequence - KEEP + 1))
        return toRecord(row)
      },
      async after(sequence, limit) {
        return (await db.select().from(t).where(gt(t.sequence, sequence)).orderBy(asc(t.sequence)).limit(limit)).map(
          toRecord,
        )
      },
      async since(at, limit) {
        return (await db.select().from(t).where(gte(t.at, at)).orderBy(asc(t.sequence)).limit(limit)).map(toRecord)
      },
      async oldest() {
        return (await db.select({ oldest: min(t.sequence) }).from(t))[0]?.oldest ?? null
      },
      async latest() {
        return (await db.select({ latest: max(t.sequence) }).from(t))[0]?.latest ?? 0
      },
    }
  }
  throw new Error(`change log: no table for the database adapter "${payload.db.name}"`)
}
