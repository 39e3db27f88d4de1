import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import config from '@payload-config'
import type { Client } from 'graphql-ws'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { stopSharing } from '@/publish/cache/shared-tags.mjs'
import { changeLog } from '@/publish/change-log'
import { LIVE_PATH } from '@/publish/live/socket'

import { StartExit, UNSETTLED_START } from './instances'
import { follow, until } from './live-clients'

// CI's PostgreSQL pass runs this file: several processes on one database.
/**
 * Two instances on one PostgreSQL database: a publish through instance A (this process: Payload
 * and its hooks) reaches a subscriber of instance B (a child process with a socket server and
 * no Payload), carried by NOTIFY alone: B re-reads the shared table only every 10 minutes here,
 * and the change arrives well within the default re-read period. PostgreSQL only: on SQLite
 * there is one instance.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URI)
const RESYNC_SECONDS_B = 600
/** The re-read period instances have by default (src/publish/cache/shared-tags.mjs): delivery must beat even that. */
const DEFAULT_RESYNC_MS = 5_000
process.env.DELIVERY_RUNNER = 'off'

let payload: Payload
let instanceB: ChildProcess | null = null
let portB = 0
const clients: Client[] = []

describe.skipIf(!postgres)('two instances (skipped without TEST_DATABASE_URI: needs PostgreSQL)', () => {
  beforeAll(async () => {
    payload = await getPayload({ config })
    try {
      portB = await startB()
    } catch (error) {
      // See instances.ts: a start left unsettled (exit 13) on a loaded machine is tried once more.
      if (!(error instanceof StartExit) || error.code !== UNSETTLED_START) throw error
      console.error(`instance B exited ${UNSETTLED_START} while starting; starting it once more`)
      portB = await startB()
    }
  })

  async function startB(): Promise<number> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, 'fixtures/live-instance.ts')],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        // Its re-read of the shared table far beyond the test's wait: only NOTIFY can bring it the change in time.
        env: { ...process.env, LOG_LEVEL: 'warn', CACHE_TAGS_RESYNC_SECONDS: String(RESYNC_SECONDS_B) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    instanceB = child
    return new Promise<number>((resolve, reject) => {
      let out = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const ready = /ready (\d+)/.exec(out)
        if (ready) resolve(Number(ready[1]))
      })
      child.on('exit', (code) => reject(new StartExit(code)))
    })
  }

  afterAll(async () => {
    for (const client of clients.splice(0)) await client.dispose()
    instanceB?.kill('SIGTERM')
    stopRunner()
    await stopSharing()
    await payload?.destroy()
  })

  it('a publish through instance A reaches a subscriber of instance B, numbered by the shared log', async () => {
    type Changed = { collection: string; slug: string | null; tags: string[]; sequence: number }
    const { received, receivedAt, ready } = follow<Changed>(
      `ws://127.0.0.1:${portB}${LIVE_PATH}`,
      { query: 'subscription { contentChanged { collection slug tags sequence } }', field: 'contentChanged' },
      clients,
    )
    await ready
    // The subscription is sent right after the acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 200))

    const post = (
      await payload.find({
        collection: 'posts',
        where: { _status: { equals: 'published' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    const before = await changeLog(payload).latest()
    const published = Date.now()
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: `${post.title}`, _status: 'published' },
      overrideAccess: true,
    })
    await until(() => received.length > 0, 'the change on instance B')
    expect(received).toHaveLength(1)
    expect(receivedAt[0] - published).toBeLessThan(DEFAULT_RESYNC_MS)
    expect(received[0]).toMatchObject({ collection: 'posts', slug: post.slug })
    expect(received[0].tags).toEqual(expect.arrayContaining([`posts:${post.slug}`, 'posts:list']))
    expect(received[0].sequence).toBeGreaterThan(before)
    expect(received[0].sequence).toBe(await changeLog(payload).latest())
  })
})
