import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { expect, test } from './fixtures'

import { baseURL } from '../../playwright.config'

/**
 * Who a visitor is, wherever the build runs. Under `npm start` (server.ts, this run's server)
 * each source address is a client of its own: one address locking itself out of signing in
 * leaves the next one free. A bare `next start` of the same build could not tell visitors apart
 * (Next.js shows a route neither the socket nor a hop it added itself), so it refuses to start.
 * Requests come from addresses of their own (node:http localAddress) so no other spec counts with them.
 */
const url = new URL(baseURL)

function signIn(from: string, port = Number(url.port)): Promise<number> {
  const body = JSON.stringify({ email: `e2e-identity-${from}@example.com`, password: 'not-a-password' })
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port,
        path: '/api/users/login',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('under npm start each source address is a client of its own', async () => {
  const first: number[] = []
  for (let i = 0; i < 6; i++) first.push(await signIn('127.0.0.21'))
  expect(first).toEqual([401, 401, 401, 401, 401, 429])
  // Another address is not in the first one's bucket.
  expect(await signIn('127.0.0.22')).toBe(401)
})

test('a bare next start of the production build refuses to start, naming npm start', async () => {
  test.setTimeout(120_000)
  const port = Number(url.port) + 61
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-e2e',
        DATABASE_URI: 'file:./data/e2e-bare-next.db',
        PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 90_000)
    child.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  expect(output).toContain('production runs only through server.ts (npm start)')
  expect(code).toBe(1)
  await expect(signIn('127.0.0.23', port)).rejects.toThrow(/ECONNREFUSED/)
})
