import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * A production start (server.ts, as `npm start` and the units run it) whose build, database, bucket, keys or
 * secret is missing stops with exit code 1 and one line on stdout, a JSON fatal line saying what is wrong and how to
 * fix it; nothing else is printed (no "instrumentation hook" error repeated, no "ready"), and it stops before
 * Next.js is loaded. The bucket cases need the object store (TEST_OBJECT_STORE=1: the real Ceph gateway of
 * scripts/object-store.sh, which answers NoSuchBucket); the PostgreSQL cases a server (TEST_DATABASE_URI).
 */
const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-fail-fast-'))
// A build folder as `npm run build` leaves it, for the cases about what comes after the build: the start stops
// before Next.js reads anything in it.
const built = path.join(work, 'next')
fs.mkdirSync(built)
fs.writeFileSync(path.join(built, 'BUILD_ID'), 'fail-fast-test')
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** The settings of a production instance with nothing missing but what each case takes away. */
const production = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  // Not the test run's own settings (setup.ts puts the database, the folders and the store's in process.env).
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(S3_|DATABASE_URI|PAYLOAD_SECRET|ADMIN_|MEDIA_DIR|CV_DIR|NEXT_DIST_DIR|LOG_LEVEL|NODE_OPTIONS)/.test(key),
    ),
  )
  return {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // As the start command passes them: Node's warnings go through the logger, never to stderr.
    NODE_OPTIONS: '--no-deprecation --no-warnings',
    PORT: '4399',
    LISTEN_HOST: '127.0.0.1',
    SITE_URL: 'https://www.northgrid.example',
    PAYLOAD_SECRET: 'fail-fast-secret-0123456789abcdef',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    DATABASE_URI: `file:${path.join(work, 'site.db')}`,
    MEDIA_DIR: path.join(work, 'media'),
    CV_DIR: path.join(work, 'cvs'),
    NEXT_DIST_DIR: built,
    ...extra,
  }
}

type Stopped = { code: number | null; stdout: string; stderr: string; ms: number }

/** Starts the server as production does and waits for it to stop (at most a minute: a start that went on fails). */
function start(env: NodeJS.ProcessEnv, command: string[] = [process.execPath, '--import', 'tsx', 'server.ts']) {
  const started = Date.now()
  const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<Stopped>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the start did not stop within a minute; it printed:\n${stdout}${stderr}`))
    }, 60_000)
    child.on('exit', (code) => {
      clearTimeout(limit)
      resolve({ code, stdout, stderr, ms: Date.now() - started })
    })
  })
}

/** Exit code 1, every stdout line JSON, and one fatal line: its message. Warnings may precede it (the AWS SDK's). */
function fatalLine(stopped: Stopped): string {
  expect(stopped.code, stopped.stdout + stopped.stderr).toBe(1)
  expect(stopped.stderr).toBe('')
  const lines = stopped.stdout.split('\n').filter(Boolean)
  const records = lines.map((line) => JSON.parse(line) as { level: string; msg: string })
  expect(records.filter((r) => r.level !== 'warn').map((r) => r.level)).toEqual(['fatal'])
  expect(stopped.stdout).not.toMatch(/instrumentation|ready on|listening on/)
  const fatal = records.find((r) => r.level === 'fatal')!
  console.info(`stopped in ${stopped.ms} ms: ${fatal.msg}`)
  return fatal.msg
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const postgres = process.env.TEST_DATABASE_URI
const store = process.env.S3_ENDPOINT
  ? {
      S3_ENDPOINT: process.env.S3_ENDPOINT,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? '',
      S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? '',
    }
  : null

describe('a production start missing what it needs stops at once with one line', () => {
  it('without a build: run npm run build', async () => {
    const msg = fatalLine(await start(production({ NEXT_DIST_DIR: path.join(work, 'never-built') })))
    expect(msg).toContain('no production build in')
    expect(msg).toContain('npm run build')
  })

  it('with PostgreSQL unreachable: names the address, the cause and DATABASE_URI', async () => {
    const port = await closedPort()
    const msg = fatalLine(
      await start(production({ DATABASE_URI: `postgres://northgrid:not-shown@127.0.0.1:${port}/northgrid` })),
    )
    expect(msg).toContain(
      `[db] cannot use the PostgreSQL database at 127.0.0.1:${port}/northgrid named by DATABASE_URI`,
    )
    expect(msg).toContain('ECONNREFUSED')
    expect(msg).not.toContain('not-shown')
  })

  it('with a DATABASE_URI that is no database address', async () => {
    const msg = fatalLine(await start(production({ DATABASE_URI: 'mysql://db.internal/northgrid' })))
    expect(msg).toBe('Invalid configuration: DATABASE_URI must start with file:, postgres:// or postgresql://')
  })

  it('without PAYLOAD_SECRET on PostgreSQL in production', async () => {
    const msg = fatalLine(
      await start(production({ DATABASE_URI: 'postgres://northgrid@127.0.0.1:5432/northgrid', PAYLOAD_SECRET: '' })),
    )
    expect(msg).toContain('PAYLOAD_SECRET must be set in production on PostgreSQL')
  })

  it('with the repository’s published development secret', async () => {
    const msg = fatalLine(await start(production({ PAYLOAD_SECRET: 'northgrid-development-secret-change-me' })))
    expect(msg).toContain('PAYLOAD_SECRET is the development value published in the repository')
  })

  it.skipIf(!postgres)('with a PostgreSQL database that does not exist or a wrong password', async () => {
    const missing = new URL(postgres!)
    missing.pathname = '/northgrid_fail_fast_never_created'
    expect(fatalLine(await start(production({ DATABASE_URI: missing.toString() })))).toContain(
      'database "northgrid_fail_fast_never_created" does not exist',
    )
    const wrong = new URL(postgres!)
    wrong.password = 'not-the-password'
    expect(fatalLine(await start(production({ DATABASE_URI: wrong.toString() })))).toContain(
      'password authentication failed',
    )
  })

  it.skipIf(!store)('with its bucket missing on the store: names it and npm run storage:init', async () => {
    const bucket = `northgrid-never-made-${process.pid}`
    const msg = fatalLine(await start(production({ ...store, S3_BUCKET: bucket })))
    expect(msg).toBe(
      `[storage] the bucket(s) ${bucket} named by S3_BUCKET/S3_CV_BUCKET do not exist at ${store!.S3_ENDPOINT}: create them with \`npm run storage:init\` (same settings), then start again`,
    )
  })

  it.skipIf(!store)('with keys the store refuses', async () => {
    const msg = fatalLine(
      await start(
        production({ ...store, S3_BUCKET: 'northgrid-any', S3_SECRET_ACCESS_KEY: 'not-the-secret-0123456789' }),
      ),
    )
    expect(msg).toContain(
      'refuses the keys for the bucket(s) northgrid-any: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
  })

  it('through `npm start` too, whose stdout is the same one JSON line (npm prints no banner)', async () => {
    const msg = fatalLine(await start(production({ NEXT_DIST_DIR: path.join(work, 'never-built') }), ['npm', 'start']))
    expect(msg).toContain('no production build in')
  })
})
