import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { expect, test } from './fixtures'

/**
 * The server's stdout is one JSON object per line (docs/configuration.md), started as production starts it
 * (deploy/northgrid@.service, Containerfile: node itself, no npm banner): a start, a page view, a form sent and a
 * staff member opening a lead list on its default view, then SIGTERM. Every line parses.
 */
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 3100) + 58
const base = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'logs-admin@northgrid.example', password: 'logs-admin-password-1' }
let server: ChildProcess
let stdout = ''
let stderr = ''

test.beforeAll(async () => {
  // A fresh database is seeded at start (70 pictures resized): minutes on a busy machine.
  test.setTimeout(600_000)
  for (const f of ['e2e-logs.db', 'e2e-logs.db-wal', 'e2e-logs.db-shm']) fs.rmSync(`data/${f}`, { force: true })
  fs.rmSync('data/e2e-logs-media', { recursive: true, force: true })
  // The command line of deploy/northgrid@.service and the Containerfile.
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: '--no-deprecation --no-warnings',
      PORT: String(PORT),
      LISTEN_HOST: '127.0.0.1',
      SITE_URL: base,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_URI: 'file:./data/e2e-logs.db',
      MEDIA_DIR: 'data/e2e-logs-media',
      PAYLOAD_SECRET: 'e2e-logs-secret-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DELIVERY_INSTANCE_ID: 'e2e-logs',
      FORM_MIN_FILL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
  server.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 570_000 })
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
})

test('a start, a page view, a form, a staff lead list and a stop write only JSON lines to stdout', async ({ page }) => {
  expect((await fetch(`${base}/`)).status).toBe(200)
  const sent = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Logs Test', email: 'logs@example.org', message: 'Every line is JSON' }),
  })
  expect(sent.status).toBe(200)

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await page.context().addCookies([{ name: 'payload-token', value: token, url: base }])
  // The list opens on its default view ("New: mine or unassigned"), named in the address; no filter is left invalid.
  await page.goto(`${base}/build/collections/contactMessages`)
  await expect(page).toHaveURL(/view=new-mine-unassigned/)
  await expect(page.getByRole('row').filter({ hasText: 'logs@example.org' })).toBeVisible()

  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  server.kill('SIGTERM')
  expect(await exited).toBe(0)

  const lines = stdout.split('\n').filter((l) => l !== '')
  const entries = lines.map((line) => {
    let entry: unknown
    expect(() => (entry = JSON.parse(line)), `not JSON: ${line}`).not.toThrow()
    return entry as { level: string; msg: string }
  })
  for (const entry of entries) expect(entry).toMatchObject({ level: expect.any(String), msg: expect.any(String) })
  const messages = entries.map((e) => e.msg)
  expect(messages.some((m) => m.startsWith('ready on'))).toBe(true)
  expect(messages).toContain('shutdown complete')
  expect(messages.filter((m) => m.includes('Invalid where query'))).toEqual([])
  expect(stderr).toBe('')
})
