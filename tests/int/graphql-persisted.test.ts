import { createHash, randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import { stopRunner } from '@/leads/delivery/runner'
import { databaseStore, PERSISTED_QUERY_LIMIT_NAME, PERSISTED_QUERY_LIMITS } from '@/lib/graphql/persisted'
import { limit } from '@/lib/limits'
import { GRAPHQL_LIMITS } from '@/lib/limits/graphql'
import { SIGN_IN_LIMITS } from '@/lib/limits/signin'
import { newVisitor, send, serve, type Answer, type Served } from './http'

// CI's PostgreSQL pass runs this file: the persisted queries' table is written by SQL of its own.
/**
 * Automatic persisted queries (Apollo's protocol, version 1) on the real route handler of
 * /api/graphql, over real HTTP, on the test database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URI): unknown hashes, registration with the text, hash-only requests, the
 * hash -> text pairs shared through the database, GET for queries only, and the limits
 * applied to the text a hash stands for.
 */
let payload: Payload
let served: Served
const PATH = '/api/graphql'

beforeAll(async () => {
  payload = await getPayload({ config })
  served = await serve((pathname, method) =>
    pathname === PATH
      ? method === 'POST'
        ? graphqlRoute.POST
        : method === 'GET'
          ? graphqlRoute.GET
          : undefined
      : undefined,
  )
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } })
const errors = (answer: Answer) =>
  ((answer.json as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message)
const getPath = (params: Record<string, unknown>) =>
  `${PATH}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`

/** A query no test has sent, in this run or an earlier one on the same database (its hash is new to every store). */
const RUN = randomUUID().slice(0, 8)
let unique = 0
const operationName = () => `Titles_${RUN}_${unique}`
const freshQuery = (selection = 'title') =>
  `query Titles_${RUN}_${++unique} { Pages(limit: 2, sort: "slug") { docs { ${selection} } } }`

describe('persisted queries on /api/graphql', () => {
  it('answers an unknown hash without text with PersistedQueryNotFound (status 200, as Apollo Server)', async () => {
    const query = freshQuery()
    const answer = await send(served, { path: PATH, body: { extensions: persisted(query) } })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    })
  })

  it('runs text + hash, stores the pair in the database, then runs the hash alone', async () => {
    const query = freshQuery('title slug')
    const first = await send(served, { path: PATH, body: { query, extensions: persisted(query) } })
    expect(first.status).toBe(200)
    const data = (first.json as { data: { Pages: { docs: { title: string; slug: string }[] } } }).data
    expect(data.Pages.docs).toHaveLength(2)
    // In the shared table, as another instance reads it (no cache of this process).
    expect(await databaseStore(payload).get(sha256(query))).toBe(query)
    const again = await send(served, {
      path: PATH,
      body: { operationName: operationName(), extensions: persisted(query) },
    })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ data })
  })

  it('runs a hash another instance registered (read from the database, not only this process)', async () => {
    const query = freshQuery('slug')
    // Another instance on the same database registered it: this process has never seen it.
    await databaseStore(payload).set(sha256(query), query)
    const answer = await send(served, { path: PATH, body: { extensions: persisted(query) } })
    expect(answer.status).toBe(200)
    expect((answer.json as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(2)
  })

  it('refuses a hash that is not the SHA-256 of the text with 400, and stores nothing', async () => {
    const query = freshQuery()
    const other = freshQuery()
    const answer = await send(served, { path: PATH, body: { query, extensions: persisted(other) } })
    expect(answer.status).toBe(400)
    expect(errors(answer)[0]).toMatch(/^provided sha does not match query/)
    expect(answer.json).not.toHaveProperty('data')
    expect(await databaseStore(payload).get(sha256(other))).toBeUndefined()
  })

  it('refuses other versions and malformed hashes with 400', async () => {
    const query = freshQuery()
    const v2 = await send(served, {
      path: PATH,
      body: { query, extensions: { persistedQuery: { version: 2, sha256Hash: sha256(query) } } },
    })
    expect(v2.status).toBe(400)
    expect(errors(v2)[0]).toBe('Unsupported persisted query version: only version 1 is supported.')
    for (const sha256Hash of ['abc', 42, null, 'g'.repeat(64)]) {
      const answer = await send(served, {
        path: PATH,
        body: { extensions: { persistedQuery: { version: 1, sha256Hash } } },
      })
      expect(answer.status).toBe(400)
      expect(errors(answer)[0]).toBe(
        'extensions.persistedQuery.sha256Hash must be a SHA-256 hash in 64 hexadecimal digits.',
      )
    }
  })

  it('answers hashed queries by GET, cacheable by a CDN when anonymous', async () => {
    const query = freshQuery()
    const unknown = await send(served, { path: getPath({ extensions: persisted(query) }) })
    expect(unknown.status).toBe(200)
    expect(errors(unknown)).toEqual(['PersistedQueryNotFound'])
    expect(unknown.headers['cache-control']).not.toMatch(/public/)
    // Registered by GET too (Apollo's client sends the text by GET when it prefers GET).
    const registered = await send(served, { path: getPath({ query, extensions: persisted(query), variables: {} }) })
    expect(registered.status).toBe(200)
    const byHash = await send(served, {
      path: getPath({ operationName: operationName(), extensions: persisted(query) }),
    })
    expect(byHash.status).toBe(200)
    expect((byHash.json as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(2)
    expect(byHash.json).toEqual(registered.json)
    expect(byHash.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    // A CDN keys its copy on these, so a signed-in client is never answered with the anonymous copy.
    expect(
      String(byHash.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/),
    ).toEqual(expect.arrayContaining(['authorization', 'cookie']))
    const identified = await send(served, {
      path: getPath({ extensions: persisted(query) }),
      headers: { authorization: 'Bearer nobody' },
    })
    expect(identified.headers['cache-control']).toBe('private, no-store')
  })

  it('never runs a mutation by GET (405), with the text or by a stored hash', async () => {
    const from = '127.0.0.61'
    await limit(payload, 'signin-client', SIGN_IN_LIMITS.client).reset(from)
    const mutation = 'mutation SignIn { loginUser(email: "nobody@example.com", password: "wrong") { token } }'
    const withText = await send(served, { path: getPath({ query: mutation, extensions: persisted(mutation) }), from })
    expect(withText.status).toBe(405)
    expect(withText.headers.allow).toBe('POST')
    expect(errors(withText)[0]).toBe('Only queries can be sent by GET; send a mutation by POST.')
    const plain = await send(served, { path: getPath({ query: mutation }), from })
    expect(plain.status).toBe(405)
    // Stored (as a POST would register it), then asked for by GET with the hash alone.
    await databaseStore(payload).set(sha256(mutation), mutation)
    const byHash = await send(served, { path: getPath({ extensions: persisted(mutation) }), from })
    expect(byHash.status).toBe(405)
    // Had one loginUser run, this client's sign-in count would show it.
    expect(await limit(payload, 'signin-client', SIGN_IN_LIMITS.client).consume(from)).toEqual({
      ok: true,
      remaining: SIGN_IN_LIMITS.client.points - 1,
    })
  })

  it('refuses bad GET parameters with 400', async () => {
    const badJson = await send(served, {
      path: `${PATH}?query=${encodeURIComponent('{ __typename }')}&variables=%7Bnot-json`,
    })
    expect(badJson.status).toBe(400)
    expect(errors(badJson)[0]).toBe('The variables parameter is not valid JSON.')
    const nothing = await send(served, { path: PATH })
    expect(nothing.status).toBe(400)
    const twoOperations = await send(served, {
      path: getPath({ query: 'query A { __typename } query B { __typename }' }),
    })
    expect(twoOperations.status).toBe(400)
  })

  it('applies the limits to the text a hash stands for', async () => {
    // A token bomb: refused before anything is stored...
    const bomb = `query Bomb_${RUN} { ${Array.from({ length: 1_100 }, (_, i) => `a${i}: __typename`).join(' ')} }`
    const sent = await send(served, { path: PATH, body: { query: bomb, extensions: persisted(bomb) } })
    expect(sent.status).toBe(400)
    expect(errors(sent)[0]).toMatch(/contains more tha?t? 2000 tokens/)
    expect(await databaseStore(payload).get(sha256(bomb))).toBeUndefined()
    // ...and refused by its hash, should the table hold it anyway.
    await databaseStore(payload).set(sha256(bomb), bomb)
    const byHash = await send(served, { path: PATH, body: { extensions: persisted(bomb) } })
    expect(byHash.status).toBe(400)
    expect(errors(byHash)[0]).toMatch(/contains more tha?t? 2000 tokens/)
    // The validation rules (aliases here) run on the stored text as on a sent one.
    const aliases = `query Aliases_${RUN} { ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`
    // Sent with its hash, such a text is refused by the validation rules, and not stored.
    const refused = await send(served, { path: PATH, body: { query: aliases, extensions: persisted(aliases) } })
    expect(refused.json).not.toHaveProperty('data')
    expect(await databaseStore(payload).get(sha256(aliases))).toBeUndefined()
    await databaseStore(payload).set(sha256(aliases), aliases)
    const aliased = await send(served, { path: PATH, body: { extensions: persisted(aliases) } })
    expect(aliased.json).not.toHaveProperty('data')
    expect(errors(aliased)).toContain(
      `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}.`,
    )
  })

  it('stores no more new hashes for a client past its limit, and still runs its queries', async () => {
    const from = newVisitor()
    const other = newVisitor()
    const { points } = PERSISTED_QUERY_LIMITS.registrations
    // The counts outlive a run on PostgreSQL; these addresses are the same each run.
    for (const address of [from, other])
      await limit(payload, PERSISTED_QUERY_LIMIT_NAME, PERSISTED_QUERY_LIMITS.registrations).reset(address)
    const query = (i: number) => `query Many_${RUN}_${i} { __typename }`
    for (let i = 0; i < points; i++) {
      const answer = await send(served, {
        path: PATH,
        from,
        body: { query: query(i), extensions: persisted(query(i)) },
      })
      expect(answer.status).toBe(200)
    }
    expect(await databaseStore(payload).get(sha256(query(points - 1)))).toBe(query(points - 1))
    const over = await send(served, {
      path: PATH,
      from,
      body: { query: query(points), extensions: persisted(query(points)) },
    })
    expect(over.json).toEqual({ data: { __typename: 'Query' } })
    expect(await databaseStore(payload).get(sha256(query(points)))).toBeUndefined()
    // A hash already known costs nothing; another client registers as before.
    expect(
      (await send(served, { path: PATH, from, body: { query: query(0), extensions: persisted(query(0)) } })).status,
    ).toBe(200)
    await send(served, {
      path: PATH,
      from: other,
      body: { query: query(points), extensions: persisted(query(points)) },
    })
    expect(await databaseStore(payload).get(sha256(query(points)))).toBe(query(points))
  })

  it('keeps at most the newest storedChars of text: older registrations are deleted, and a client registers its hash again', async () => {
    // Last in this file: a small limit empties the table of what the tests above stored.
    const query = (i: number) => `query Kept_${RUN}_${i} { __typename }`
    const older = freshQuery()
    await databaseStore(payload).set(sha256(older), older)
    const small = databaseStore(payload, { maxStoredChars: 3 * query(1).length })
    for (let i = 1; i <= 4; i++) {
      await small.set(sha256(query(i)), query(i))
      await new Promise((resolve) => setTimeout(resolve, 5)) // each registration in its own millisecond
    }
    const stored = await Promise.all([older, query(1), query(2), query(3), query(4)].map((q) => small.get(sha256(q))))
    expect(stored).toEqual([undefined, undefined, query(2), query(3), query(4)])
    // Deleted: the hash alone is not found; with its text it runs and is stored again.
    const missing = await send(served, { path: PATH, body: { extensions: persisted(query(1)) } })
    expect(errors(missing)).toEqual(['PersistedQueryNotFound'])
    const again = await send(served, {
      path: PATH,
      from: newVisitor(),
      body: { query: query(1), extensions: persisted(query(1)) },
    })
    expect(again.json).toEqual({ data: { __typename: 'Query' } })
    expect(await databaseStore(payload).get(sha256(query(1)))).toBe(query(1))
  })
})
