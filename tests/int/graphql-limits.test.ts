import http from 'node:http'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import { stopRunner } from '@/leads/delivery/runner'
import { limit } from '@/lib/limits'
import { GRAPHQL_LIMITS } from '@/lib/limits/graphql'
import { SIGN_IN_LIMITS } from '@/lib/limits/signin'
import { send, serve, type Answer, type Served } from './http'

/**
 * The GraphQL limits through the real route handler (src/app/(payload)/api/graphql/route.ts)
 * behind a server that stamps the client as server.ts does: oversize bodies, token, alias,
 * depth and cost bombs are refused before anything is executed.
 */
let payload: Payload
let served: Served
const PATH = '/api/graphql'

beforeAll(async () => {
  payload = await getPayload({ config })
  served = await serve((pathname, method) => (pathname === PATH && method === 'POST' ? graphqlRoute.POST : undefined))
  await limit(payload, 'signin-client', SIGN_IN_LIMITS.client).reset('127.0.0.60')
})

afterAll(async () => {
  await served?.close()
  stopRunner()
  await payload?.destroy()
})

const aliases = (n: number, field = '__typename') =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`
const errors = (answer: Answer) =>
  ((answer.json as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message)
const refusedWithoutData = (answer: Answer) => {
  expect(answer.json).toBeTypeOf('object')
  expect(answer.json).not.toHaveProperty('data')
  expect(errors(answer).length).toBeGreaterThan(0)
}

/** Sends `total` bytes in chunks, without Content-Length, until the server answers. */
function sendChunked(total: number): Promise<{ status: number; ms: number; sent: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = http.request(
      {
        host: '127.0.0.1',
        port: served.port,
        path: PATH,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        answered = true
        res.resume()
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, sent })
          req.destroy()
        })
      },
    )
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(16 * 1024, ' ')
    const write = () => {
      if (sent === 0) {
        req.write('{"query":"')
      }
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!answered) req.end('"}')
    }
    write()
  })
}

describe('GraphQL limits', () => {
  it('answers an ordinary query', async () => {
    const answer = await send(served, { path: PATH, body: { query: '{ Pages(limit: 2) { docs { title } } }' } })
    expect(answer.status).toBe(200)
    expect((answer.json as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(2)
  })

  it('refuses a 1 MB body (55,000 aliases) with 413 at once, reading none of it', async () => {
    const query = aliases(55_000)
    expect(query.length).toBeGreaterThan(900_000)
    const answer = await send(served, { path: PATH, body: { query } })
    expect(answer.status).toBe(413)
    refusedWithoutData(answer)
    expect(served.bodyBytesRead.get(PATH) ?? 0).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxBodyBytes)
  })

  it('refuses a 5 MB chunked body without Content-Length with 413, after reading little more than the limit', async () => {
    const answer = await sendChunked(5 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(served.bodyBytesRead.get(PATH)).toBeGreaterThan(GRAPHQL_LIMITS.maxBodyBytes)
    expect(served.bodyBytesRead.get(PATH)).toBeLessThan(GRAPHQL_LIMITS.maxBodyBytes + 128 * 1024)
    expect(answer.sent).toBeLessThan(5 * 1024 * 1024)
  })

  it('refuses a document over the token limit (a 60 KB alias bomb) before validation', async () => {
    const query = aliases(3_000)
    expect(query.length).toBeLessThan(GRAPHQL_LIMITS.maxBodyBytes)
    const answer = await send(served, { path: PATH, body: { query } })
    expect(answer.status).toBe(400)
    refusedWithoutData(answer)
    expect(errors(answer)[0]).toMatch(/contains more tha?t? 2000 tokens/)
  })

  it('refuses more than 15 aliases, executing nothing (not even one sign-in)', async () => {
    const from = '127.0.0.60'
    const query = `mutation { ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: loginUser(email: "x${i}@example.com", password: "x") { token }`).join(' ')} }`
    const answer = await send(served, { path: PATH, from, body: { query } })
    refusedWithoutData(answer)
    expect(errors(answer)).toContain(
      `Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}.`,
    )
    // Had one loginUser run, this client's sign-in count would show it.
    expect(await limit(payload, 'signin-client', SIGN_IN_LIMITS.client).consume(from)).toEqual({
      ok: true,
      remaining: SIGN_IN_LIMITS.client.points - 1,
    })
  })

  it("counts aliased __typename too (Payload's complexity skips it)", async () => {
    const answer = await send(served, { path: PATH, body: { query: aliases(500) } })
    refusedWithoutData(answer)
    expect(errors(answer)).toContain(`Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 500.`)
  })

  it('refuses a query deeper than 10', async () => {
    let selection = 'id'
    for (let i = 0; i < 12; i++) selection = `pageContents { ${selection} }`
    const answer = await send(served, { path: PATH, body: { query: `{ Pages { docs { ${selection} } } }` } })
    refusedWithoutData(answer)
    expect(errors(answer).some((m) => /Query depth limit of 10 exceeded/.test(m))).toBe(true)
  })

  it('refuses a query over the cost and complexity limits (repeated fragment spreads)', async () => {
    const spreads = Array.from({ length: 600 }, () => '...P').join(' ')
    const query = `{ Pages { docs { ${spreads} } } } fragment P on Page { id title slug pageContents { id title thumbnail { url alt } } }`
    const answer = await send(served, { path: PATH, body: { query } })
    refusedWithoutData(answer)
    expect(errors(answer).some((m) => /Query Cost limit of 5000 exceeded/.test(m))).toBe(true)
    expect(errors(answer).some((m) => /exceeds the maximum complexity of 1000/.test(m))).toBe(true)
  })

  it('answers GraphQL on POST, and queries on GET (tests/int/graphql-persisted.test.ts)', () => {
    expect(Object.keys(graphqlRoute).sort()).toEqual(['GET', 'OPTIONS', 'POST'])
  })
})
