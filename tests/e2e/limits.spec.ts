import http from 'node:http'

import { expect, test } from './fixtures'

import { baseURL } from '../../playwright.config'

/**
 * The limits in the production build served by server.ts: the database-backed sign-in
 * limit (rate-limiter-flexible outside the bundle), and the GraphQL body limit through
 * Next.js's own request adapter. Sent from 127.0.0.3 so that the other specs' sign-ins
 * from 127.0.0.1 are not counted with these.
 */
const url = new URL(baseURL)

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * A POST from 127.0.0.3. With `headersOnly`, the request declares its length but sends no
 * byte of the body until the answer has come: a server that refuses by the declared length
 * answers at once, and the client never writes into a connection the server is closing.
 */
function post(path: string, body: string | Buffer, { headersOnly = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        localAddress: '127.0.0.3',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text })
          if (headersOnly) req.destroy()
        })
      },
    )
    req.on('error', reject)
    if (headersOnly) req.flushHeaders()
    else req.end(body)
  })
}

test('a sixth wrong sign-in from one address gets 429 with Retry-After', async () => {
  const statuses: number[] = []
  let last: Awaited<ReturnType<typeof post>> | undefined
  for (let i = 0; i < 6; i++) {
    last = await post(
      '/api/users/login',
      JSON.stringify({ email: `e2e-nobody-${i}@example.com`, password: 'not-a-password' }),
    )
    statuses.push(last.status)
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
})

test('errors keep their names in the production build (what loggingLevels go by)', async ({ request }) => {
  const answer = await request.post('/api/graphql', {
    data: { query: 'mutation { loginUser(email: "e2e-names@example.com", password: "not-a-password") { token } }' },
  })
  const error = (await answer.json()).errors[0]
  expect(error.message).toBe('The email or password provided is incorrect.')
  expect(error.extensions.name).toBe('AuthenticationError')
})

test('GraphQL refuses a body declared over 64 KB with 413 before reading it, and keeps serving', async ({
  request,
}) => {
  const big = JSON.stringify({
    query: `{ ${Array.from({ length: 55_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  })
  const declared = await post('/api/graphql', big, { headersOnly: true })
  expect(declared.status).toBe(413)
  expect(declared.text).toContain('The request body is over 64 KB.')
  // A chunked body (no declared length) is refused at the first bytes past the limit: shown
  // through the same route handler in tests/int/graphql-limits.test.ts.
  // The server is still up and answers an ordinary query.
  const ok = await request.post('/api/graphql', { data: { query: '{ Pages(limit: 1) { docs { title } } }' } })
  expect(ok.status()).toBe(200)
  expect((await ok.json()).data.Pages.docs).toHaveLength(1)
})
