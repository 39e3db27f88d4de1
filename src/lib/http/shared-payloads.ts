import pg from 'pg'

import type { SharedPayloads } from './page-payload'

/** A payload no instance has put again for this long is dropped: a page still naming it is rendered on asking. */
const KEEP_DAYS = 30
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000

export type PostgresPayloads = SharedPayloads & { close(): Promise<void> }

/**
 * Pages' React payloads in the table `page_payloads` of the instances' PostgreSQL database (its migration,
 * 20261128_200000_page_payloads), so that any instance answers a payload another one's page named. Its own pool
 * of at most 2 connections, apart from the CMS's: a slow page view never waits on the CMS's pool.
 */
export function postgresPayloads(
  connectionString: string,
  onError: (error: unknown, doing: string) => void,
): PostgresPayloads {
  // A database that does not answer costs a payload request 2 s at most: it is then rendered on asking instead.
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2_000, query_timeout: 2_000 })
  pool.on('error', (error) => onError(error, 'an idle connection'))
  const prune = () =>
    pool
      .query(`DELETE FROM page_payloads WHERE saved_at < now() - make_interval(days => $1)`, [KEEP_DAYS])
      .catch((error: unknown) => onError(error, 'pruning'))
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS)
  pruning.unref()
  void prune()
  return {
    async save(id, text) {
      // Saved again by each instance that renders it: its time says the payload is still named by a page.
      await pool
        .query(
          `INSERT INTO page_payloads (id, body, saved_at) VALUES ($1, $2, now())
           ON CONFLICT (id) DO UPDATE SET saved_at = now()`,
          [id, text],
        )
        .catch((error: unknown) => onError(error, 'saving'))
    },
    async load(id) {
      try {
        const { rows } = await pool.query<{ body: string }>('SELECT body FROM page_payloads WHERE id = $1', [id])
        return rows[0]?.body ?? null
      } catch (error) {
        onError(error, 'reading')
        return null
      }
    },
    async close() {
      clearInterval(pruning)
      await pool.end()
    },
  }
}
