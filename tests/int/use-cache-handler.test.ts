import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import config from '@payload-config'
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { IN_FLIGHT_MS } from '@/publish/cache/memory.mjs'
import { expire, stopSharing } from '@/publish/cache/shared-tags.mjs'
import { createUseCacheHandler } from '@/publish/cache/use-cache-handler.mjs'

// CI's PostgreSQL pass runs this file: the cache tags' table, shared with another process.
/**
 * The 'use cache' handler (src/publish/cache/use-cache-handler.mjs) through Next.js's interface for it, as
 * Next.js calls it: entries arrive as a promise of an entry whose value is a stream. Tag
 * times are the real shared ones (shared-tags.mjs): in this process on SQLite, and on the
 * PostgreSQL of TEST_DATABASE_URI (CI's second pass) shared with another process, as by a
 * second instance of the site.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URI ?? '')
let payload: Payload | undefined

beforeAll(async () => {
  // On PostgreSQL the tag table comes with the CMS's migrations.
  if (onPostgres) payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  await stopSharing()
  await payload?.destroy()
})

const encoder = new TextEncoder()
let counter = 0
/** A name no other test (nor an earlier run on the same database) uses. */
const unique = (name: string) => `test-${name}-${Date.now()}-${++counter}`

/** An entry as Next.js hands it over (cacheLife 'max'), made a minute ago unless told otherwise. */
function entry(text: string, tags: string[], over: Partial<Omit<CacheEntry, 'value'>> = {}): CacheEntry {
  return {
    value: new Blob([text]).stream(),
    tags,
    stale: 300,
    timestamp: Date.now() - 60_000,
    expire: 31_536_000,
    revalidate: 2_592_000,
    ...over,
  }
}

const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

describe("the 'use cache' handler", () => {
  it('gives back what was stored, a new stream on every get', async () => {
    const handler = createUseCacheHandler()
    const key = unique('key')
    const tag = unique('tag')
    await handler.set(key, Promise.resolve(entry('the cached read', [tag])))
    const first = await handler.get(key, [])
    const second = await handler.get(key, [])
    expect(first).toMatchObject({ tags: [tag], revalidate: 2_592_000, expire: 31_536_000 })
    expect(await read(first!.value)).toBe('the cached read')
    expect(await read(second!.value)).toBe('the cached read')
    expect(await handler.get(unique('other-key'), [])).toBeUndefined()
  })

  it('misses an entry once one of its tags, or of the soft tags of the request, is expired after it was made', async () => {
    const handler = createUseCacheHandler()
    const [tagged, soft, other] = [unique('tagged'), unique('soft'), unique('other')]
    const [a, b] = [unique('a'), unique('b')]
    await handler.set(a, Promise.resolve(entry('a', [tagged])))
    await handler.set(b, Promise.resolve(entry('b', [other])))
    await handler.updateTags([tagged], { expire: 0 })
    expect(await handler.get(a, [])).toBeUndefined()
    // Another tag expired: the other entry stays.
    expect(await read((await handler.get(b, []))!.value)).toBe('b')
    // A soft (implicit) tag of the request, as revalidatePath expires it.
    await expire([soft])
    expect(await handler.get(b, [soft])).toBeUndefined()
  })

  it('counts an entry made just after an expiry of its tag as made before it (its read may predate the edit)', async () => {
    const handler = createUseCacheHandler()
    const tag = unique('in-flight')
    await expire([tag])
    const key = unique('key')
    await handler.set(
      key,
      Promise.resolve(entry('read while the edit was committed', [tag], { timestamp: Date.now() + 1 })),
    )
    expect(await handler.get(key, [])).toBeUndefined()
    // Made well after the expiry: kept.
    await handler.set(
      key,
      Promise.resolve(entry('read after the edit', [tag], { timestamp: Date.now() + IN_FLIGHT_MS + 1_000 })),
    )
    expect(await read((await handler.get(key, []))!.value)).toBe('read after the edit')
  })

  it('does not store what Next.js marks as not to be kept (a read that found nothing), and misses an entry past its revalidate time', async () => {
    // Room for one of the two entries: had the miss been stored, the kept one would be gone.
    process.env.CACHE_MAX_MB = '1'
    const handler = createUseCacheHandler()
    delete process.env.CACHE_MAX_MB
    const big = 'x'.repeat(600 * 1024)
    const [kept, miss] = [unique('kept'), unique('miss')]
    await handler.set(kept, Promise.resolve(entry(big, [unique('tag')])))
    await handler.set(miss, Promise.resolve(entry(big, [unique('tag')], { stale: 0, revalidate: 0, expire: 0 })))
    expect(await handler.get(miss, [])).toBeUndefined()
    expect((await read((await handler.get(kept, []))!.value)).length).toBe(big.length)
    const old = unique('old')
    await handler.set(
      old,
      Promise.resolve(entry('old', [unique('tag')], { timestamp: Date.now() - 10_000, revalidate: 5, expire: 60 })),
    )
    expect(await handler.get(old, [])).toBeUndefined()
  })

  it('answers getExpiration with the latest expiry of the tags, 0 if none was ever expired', async () => {
    const handler = createUseCacheHandler()
    const [first, second, never] = [unique('first'), unique('second'), unique('never')]
    expect(await handler.getExpiration([never])).toBe(0)
    await expire([first], 1_000)
    await expire([second], 2_000)
    expect(await handler.getExpiration([first, never])).toBe(1_000)
    expect(await handler.getExpiration([first, second, never])).toBe(2_000)
    const before = Date.now()
    await handler.updateTags([first])
    expect(await handler.getExpiration([first])).toBeGreaterThanOrEqual(before)
  })

  it('makes a get of a key wait for the set under way, instead of missing', async () => {
    const handler = createUseCacheHandler()
    const key = unique('pending')
    let write!: ReadableStreamDefaultController<Uint8Array>
    const value = new ReadableStream<Uint8Array>({ start: (controller) => void (write = controller) })
    const setting = handler.set(key, Promise.resolve({ ...entry('', [unique('tag')]), value }))
    let answered = false
    const getting = handler.get(key, []).then((found) => {
      answered = true
      return found
    })
    write.enqueue(encoder.encode('made '))
    // Let every pending callback run: the get is still waiting for the value's end.
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    write.enqueue(encoder.encode('slowly'))
    write.close()
    await setting
    expect(await read((await getting)!.value)).toBe('made slowly')
  })

  it('keeps within CACHE_MAX_MB, dropping the least recently used entries', async () => {
    process.env.CACHE_MAX_MB = '1'
    const handler = createUseCacheHandler()
    delete process.env.CACHE_MAX_MB
    const big = 'x'.repeat(600 * 1024)
    const [first, second] = [unique('first'), unique('second')]
    await handler.set(first, Promise.resolve(entry(big, [])))
    await handler.set(second, Promise.resolve(entry(big, [])))
    expect(await handler.get(first, [])).toBeUndefined()
    expect((await read((await handler.get(second, []))!.value)).length).toBe(big.length)
  })

  it.runIf(onPostgres)('misses an entry whose tag another instance expired (PostgreSQL)', async () => {
    const handler = createUseCacheHandler()
    const key = unique('shared')
    const tag = unique('shared-tag')
    await handler.set(
      key,
      Promise.resolve(entry('before the edit', [tag], { timestamp: Date.now() - IN_FLIGHT_MS - 1_000 })),
    )
    expect(await read((await handler.get(key, []))!.value)).toBe('before the edit')
    // Another process on the same database: what a second instance's revalidateTag does.
    const sharedTags = path.resolve(import.meta.dirname, '../../src/publish/cache/shared-tags.mjs')
    await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const s = await import(${JSON.stringify(sharedTags)}); await s.expire([${JSON.stringify(tag)}]); await s.stopSharing()`,
      ],
      {
        env: { ...process.env, DATABASE_URI: process.env.DATABASE_URI },
      },
    )
    // refreshTags before each request's first read, as Next.js calls it.
    await expect
      .poll(async () => {
        await handler.refreshTags()
        return handler.get(key, [])
      })
      .toBeUndefined()
  })
})
