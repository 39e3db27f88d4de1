import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import { stopRunner } from '@/leads/delivery/runner'
import { createContentClient, type ContentLogger } from '@/lib/graphql/client'
import { cookieHeaderTokenStore, readTokenCookie, tokenCookie } from '@/lib/graphql/token'
import { serve, type Served } from './http'

/**
 * The GraphQL content client (src/lib/graphql/client.ts) against real HTTP servers: the
 * site's own /api/graphql (real route, real CMS and database) for persisted queries,
 * deduplication and the bearer token, and small node:http servers that answer 500,
 * non-JSON, an empty object, or refuse connections, for the error wording of SPEC.md
 * section 8 and the retries. Retry delays are recorded as planned and waited as 0 ms.
 */
let payload: Payload
let site: Served
/** Each request the site's GraphQL route received: its method, JSON body and Authorization header. */
const received: { body: Record<string, unknown>; authorization: string | null }[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await serve((pathname, method) => {
    if (pathname !== '/api/graphql' || method !== 'POST') return undefined
    return async (request) => {
      received.push({
        body: (await request.clone().json()) as Record<string, unknown>,
        authorization: request.headers.get('authorization'),
      })
      return graphqlRoute.POST(request)
    }
  })
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

const siteUri = () => `http://127.0.0.1:${site.port}/api/graphql`

/** A logger that keeps what it is given (the client logs query errors). */
function recordingLogger(): ContentLogger & { lines: string[] } {
  const lines: string[] = []
  return { lines, warn: (_o, m) => void lines.push(m), error: (_o, m) => void lines.push(m) }
}

/** A node:http server answering every request with `answer`; counts the requests. */
async function answering(
  answer: (n: number, res: http.ServerResponse) => void,
): Promise<{ uri: string; count: () => number; close(): Promise<void> }> {
  let n = 0
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => answer(++n, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    uri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    count: () => n,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

/** A client whose retries wait 0 ms, recording the delays it planned. */
function testClient(uri: string, extra: { attempts?: number; token?: ReturnType<typeof cookieHeaderTokenStore> } = {}) {
  const planned: number[] = []
  const logger = recordingLogger()
  const client = createContentClient({
    uri,
    logger,
    token: extra.token,
    retry: { attempts: extra.attempts, wait: (ms) => (planned.push(ms), 0) },
  })
  return { client, planned, logger }
}

/** Named for this run, so that its hash is new to the database even when a run before used the same one. */
const NAME = `Titles_${randomUUID().slice(0, 8)}`
const TITLES = `query ${NAME}($limit: Int) { Pages(limit: $limit, sort: "slug") { docs { title slug } } }`

describe('the content client against /api/graphql', () => {
  it('sends the hash first, the text when asked, then the hash alone; operationName and variables as JSON', async () => {
    received.length = 0
    const { client } = testClient(siteUri())
    const data = await client.query<{ Pages: { docs: { title: string; slug: string }[] } }>(TITLES, { limit: 2 })
    expect(data.Pages.docs).toHaveLength(2)
    expect(received).toHaveLength(2)
    expect(received[0].body).toMatchObject({
      operationName: NAME,
      variables: { limit: 2 },
      extensions: { persistedQuery: { version: 1 } },
    })
    expect(received[0].body).not.toHaveProperty('query')
    expect(received[1].body).toMatchObject({
      operationName: NAME,
      variables: { limit: 2 },
      extensions: received[0].body.extensions,
    })
    expect(received[1].body.query).toMatch(new RegExp(`^query ${NAME}\\(\\$limit: Int\\)`))
    // Another client (another process): the server knows the hash now, one request.
    received.length = 0
    const again = await testClient(siteUri()).client.query(TITLES, { limit: 2 })
    expect(again).toEqual(data)
    expect(received).toHaveLength(1)
    expect(received[0].body).not.toHaveProperty('query')
  })

  it('shares one request among identical queries in flight', async () => {
    const { client } = testClient(siteUri())
    await client.query(TITLES, { limit: 3 }) // registers the hash
    received.length = 0
    const [a, b, c] = await Promise.all([
      client.query(TITLES, { limit: 3 }),
      client.query(TITLES, { limit: 3 }),
      client.query(TITLES, { limit: 1 }),
    ])
    expect(a).toEqual(b)
    expect(c).not.toEqual(a)
    expect(received.map((r) => r.body.variables)).toEqual(expect.arrayContaining([{ limit: 3 }, { limit: 1 }]))
    expect(received).toHaveLength(2)
  })

  it('sends the stored token as a bearer; signing out removes it', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! },
    })
    const store = cookieHeaderTokenStore(`theme=dark; apollo-token=${encodeURIComponent(token!)}`)
    const { client } = testClient(siteUri(), { token: store })
    const ME = 'query Me { meUser { user { email } } }'
    received.length = 0
    expect(await client.query(ME)).toMatchObject({ meUser: { user: { email: process.env.ADMIN_EMAIL } } })
    expect(received.at(-1)!.authorization).toBe(`Bearer ${token}`)
    await client.signOut()
    expect(store.get()).toBeUndefined()
    expect(await client.query(ME)).toMatchObject({ meUser: { user: null } })
    expect(received.at(-1)!.authorization).toBeNull()
  })

  it("words GraphQL errors 'GraphQL error: ...' and logs them", async () => {
    const { client, logger } = testClient(siteUri())
    const error = await client.query('query Broken { nope }').catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'ContentQueryError',
      message: 'GraphQL error: Cannot query field "nope" on type "Query".',
      operationName: 'Broken',
    })
    expect(logger.lines).toEqual(['GraphQL error: Cannot query field "nope" on type "Query".'])
  })
})

describe('the content client against failing servers', () => {
  it("answers 'Response not successful: Received status code 500' after retries backing off 100 ms to 10 s by 2", async () => {
    const server = await answering((_n, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[{"message":"boom"}]}'),
    )
    try {
      const { client, planned, logger } = testClient(server.uri, { attempts: 10 })
      const error = await client.query(TITLES).catch((e: unknown) => e)
      expect(error).toMatchObject({
        message: 'Network error: Response not successful: Received status code 500',
        status: 500,
      })
      expect(server.count()).toBe(10)
      expect(planned).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000])
      expect(logger.lines).toEqual(['Network error: Response not successful: Received status code 500'])
    } finally {
      await server.close()
    }
  })

  it('retries a passing fault and then answers', async () => {
    const server = await answering((n, res) =>
      n <= 2
        ? res.writeHead(503).end()
        : res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"Pages":{"docs":[]}}}'),
    )
    try {
      const { client, planned } = testClient(server.uri)
      expect(await client.query(TITLES)).toEqual({ Pages: { docs: [] } })
      expect(planned).toEqual([100, 200])
    } finally {
      await server.close()
    }
  })

  it('does not retry a refusal (status 404) and words any status of 300 or more', async () => {
    // 300 without a Location: fetch hands it over as it is (a redirect it would follow).
    for (const status of [404, 300]) {
      const server = await answering((_n, res) => res.writeHead(status).end())
      try {
        const { client, planned } = testClient(server.uri)
        const error = await client.query(TITLES).catch((e: unknown) => e)
        expect((error as Error).message).toBe(`Network error: Response not successful: Received status code ${status}`)
        expect(server.count()).toBe(1)
        expect(planned).toEqual([])
      } finally {
        await server.close()
      }
    }
  })

  it('gives a parse error for a body that is not JSON', async () => {
    const server = await answering((_n, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
    )
    try {
      const error = await testClient(server.uri)
        .client.query(TITLES)
        .catch((e: unknown) => e)
      expect((error as Error).message).toMatch(
        /^Network error: Unexpected token '<', "<html>main"\.\.\. is not valid JSON$/,
      )
      expect(server.count()).toBe(1)
    } finally {
      await server.close()
    }
  })

  it("says 'Server response was missing for query ...' for neither data nor errors", async () => {
    const server = await answering((_n, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
    try {
      const error = await testClient(server.uri)
        .client.query(TITLES)
        .catch((e: unknown) => e)
      expect((error as Error).message).toBe(`Network error: Server response was missing for query '${NAME}'.`)
    } finally {
      await server.close()
    }
  })

  it("says 'Network request failed' when no request can be made, after the retries", async () => {
    const server = await answering((_n, res) => res.end())
    const uri = server.uri
    await server.close() // nothing listens on that port now
    const { client, planned } = testClient(uri)
    const error = await client.query(TITLES).catch((e: unknown) => e)
    expect((error as Error).message).toBe('Network error: Network request failed')
    expect(planned).toEqual([100, 200, 400, 800])
  })
})

describe('the stored token', () => {
  it('is a cookie apollo-token for 7 days on path /, not secure-only', () => {
    const cookie = tokenCookie('a b;c')
    expect(cookie).toBe('apollo-token=a%20b%3Bc; Max-Age=604800; Path=/; SameSite=Lax')
    expect(cookie).not.toMatch(/secure/i)
    expect(readTokenCookie(`x=1; ${cookie.split(';')[0]}; y=2`)).toBe('a b;c')
    expect(readTokenCookie('x=1')).toBeUndefined()
  })
})
