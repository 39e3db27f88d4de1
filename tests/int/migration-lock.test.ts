import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { migrations } from '@/migrations/postgres'

import { createEmpty, onDatabase } from './postgres'

// CI's PostgreSQL pass runs this file: PostgreSQL's advisory lock (skipped on SQLite).
/**
 * Instances and a build starting together on one empty PostgreSQL database (src/seed/prepare.ts): each migration
 * and the seed run once, the others wait for the advisory lock and find the work done.
 */
const postgres = process.env.TEST_DATABASE_URI

type Run = { code: number | null; output: string }

function prepare(env: NodeJS.ProcessEnv): Promise<Run> {
  // What `npm run build` runs first, and the same onInit every `npm start` runs (Payload's prepareDatabase).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe.skipIf(!postgres)('migrations under a lock (skipped without TEST_DATABASE_URI: needs PostgreSQL)', () => {
  it('three processes preparing one empty database at once apply each migration and the seed once', async () => {
    const database = await createEmpty(postgres!, 'lock')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-lock-'))
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URI: database,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'migration-lock-secret-0123456789',
      ADMIN_EMAIL: 'admin@northgrid.example',
      ADMIN_PASSWORD: 'integration-password-1',
      DELIVERY_RUNNER: 'off',
      MEDIA_DIR: path.join(dir, 'media'),
      CV_DIR: path.join(dir, 'cvs'),
      LOG_LEVEL: 'info',
    }
    try {
      const runs = await Promise.all(
        [0, 1, 2].map((i) => prepare({ ...env, NEXT_DIST_DIR: path.join(dir, `next-${i}`) })),
      )
      for (const run of runs) expect(run.code, run.output).toBe(0)
      const all = runs.map((r) => r.output).join('\n')

      // They did start together: the later ones waited for the first.
      expect(runs.filter((r) => r.output.includes('is migrating this database: waiting for it')).length).toBe(2)
      for (const { name } of migrations) expect(all.split(`"Migrating: ${name}"`).length - 1, name).toBe(1)
      expect(all.split('[seed] empty database').length - 1).toBe(1)

      const count = (url: string) =>
        onDatabase(url, async (client) => {
          const applied = await client.query<{ name: string; times: number }>(
            'SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name',
          )
          const pages = await client.query<{ n: number; slugs: number }>(
            'SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs FROM pages',
          )
          const users = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
          const media = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM media')
          return { applied: applied.rows, pages: pages.rows[0], users: users.rows[0].n, media: media.rows[0].n }
        })
      const [counts, once] = await Promise.all([count(database), count(inject('intTemplateDatabase'))])
      expect(counts.applied.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort())
      expect(counts.applied.every((r) => r.times === 1)).toBe(true)
      // The same content as the run's template, which one process seeded alone (global-setup.ts).
      expect(counts.pages.n).toBeGreaterThan(0)
      expect({ pages: counts.pages, users: counts.users, media: counts.media }).toEqual({
        pages: once.pages,
        users: once.users,
        media: once.media,
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    // Three starts, one of them seeding (70 pictures resized): minutes on a busy 2-core machine.
  }, 900_000)
})
