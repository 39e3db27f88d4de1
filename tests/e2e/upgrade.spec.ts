import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { expect, test } from './fixtures'

import { makeTestCertificate, request, startFront, type TestCertificate } from '../front'
import { local, Processes, waitForOk } from './instances'

/**
 * docs/deployment.md's "Upgrade and rollback", followed with traffic through the front: two instances of release 1
 * behind HAProxy on one PostgreSQL; release 2 checked out beside it with one more migration (a column added);
 * its migration applied to the live database while release 1 serves; the instances restarted one by one on
 * release 2, each awaited on /readyz; then rolled back the same way. Not one request through the front fails.
 *
 * Release 2 is this checkout's code and build plus the migration: its build would be the same, so the test runs
 * what a build runs against the database (`npm run db:prepare`, the build's first step) rather than a second
 * `next build`. Needs UPGRADE_DATABASE_URI (an empty PostgreSQL database; .ci/run makes one) and HAProxy.
 */
const DATABASE = process.env.UPGRADE_DATABASE_URI
test.skip(!DATABASE, 'needs UPGRADE_DATABASE_URI: an empty PostgreSQL database (.ci/run makes one)')
test.describe.configure({ mode: 'serial' })

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 94
const PORTS = { lb: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, lbHttp: BASE_PORT + 3, stats: BASE_PORT + 4 }
const front = (p: string) => `https://127.0.0.1:${PORTS.lb}${p}`
const MIGRATION = '20991231_000000_upgrade_probe'

const processes = new Processes()
let certificate: TestCertificate
let work: string
const releases = { 1: process.cwd(), 2: '' }

function environment(name: 'a' | 'b'): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--no-deprecation --no-warnings',
    NEXT_DIST_DIR: '.next-e2e',
    LOG_LEVEL: 'warn',
    DATABASE_URI: DATABASE!,
    PAYLOAD_SECRET: 'upgrade-secret-0123456789abcdef',
    ADMIN_EMAIL: 'upgrade-admin@northgrid.example',
    ADMIN_PASSWORD: 'upgrade-admin-password-1',
    SITE_URL: front(''),
    TRUST_PROXY: '127.0.0.1',
    LISTEN_HOST: '127.0.0.1',
    // One shared folder for both releases, as the guide's shared volume (or bucket).
    MEDIA_DIR: path.join(work, 'media'),
    CV_DIR: path.join(work, 'cvs'),
    DELIVERY_INSTANCE_ID: `upgrade-${name}`,
    RATE_LIMIT_MAX: '100000',
    FORM_MIN_FILL_MS: '0',
    // As deploy/systemd/northgrid@.service: answering until the front has taken it out.
    SHUTDOWN_DRAIN_SECONDS: '3',
  }
}

/** The pages the visitors read through the front (traffic()). */
const PAGES = ['/', '/blog', '/services', '/contact-us', '/jobs', '/about-us']

/** The unit's own command line (deploy/systemd/northgrid@.service), in a release's folder. */
async function startInstance(name: 'a' | 'b', release: 1 | 2): Promise<void> {
  processes.add(
    name,
    spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: releases[release],
      env: { ...environment(name), PORT: String(PORTS[name]) },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  )
  await waitForOk(local(PORTS[name], '/readyz'), 120_000)
}

/** The front's own view of an instance (its statistics as CSV): UP once its checks pass again. */
async function inRotation(name: 'a' | 'b'): Promise<void> {
  await expect
    .poll(
      async () => {
        const csv = await (await fetch(`http://127.0.0.1:${PORTS.stats}/stats;csv`)).text()
        const [header, ...rows] = csv.split('\n')
        const status = header.replace(/^# /, '').split(',').indexOf('status')
        return rows.find((row) => row.startsWith(`instances,${name},`))?.split(',')[status]
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('UP')
}

/**
 * `systemctl restart`: SIGTERM (the server drains), then the same unit on the release the symlink names; ready on
 * /readyz (once it has rendered the main pages on itself), and back in the front's rotation before the next instance
 * goes (docs/deployment.md, step 4).
 */
async function restart(name: 'a' | 'b', release: 1 | 2): Promise<void> {
  await processes.kill(name, 'SIGTERM')
  await startInstance(name, release)
  await inRotation(name)
}

/**
 * Release 2 beside release 1: its own copy of what `node --import tsx server.ts` and `npm run db:prepare` read
 * from source (server.ts, src/, scripts/, the configs), the same installed packages and build, and the migration.
 */
function checkOutRelease2(): string {
  const dir = path.join(work, 'release-2')
  fs.mkdirSync(dir)
  for (const entry of ['server.ts', 'src', 'scripts', 'package.json', 'tsconfig.json', 'next.config.ts'])
    fs.cpSync(path.join(releases[1], entry), path.join(dir, entry), { recursive: true })
  for (const entry of ['node_modules', '.next-e2e', 'content'])
    fs.symlinkSync(path.join(releases[1], entry), path.join(dir, entry))
  const migrations = path.join(dir, 'src/migrations/postgres')
  fs.writeFileSync(
    path.join(migrations, `${MIGRATION}.ts`),
    `import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql\`ALTER TABLE "posts" ADD COLUMN "upgrade_probe" varchar DEFAULT 'release-2';\`)
}
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql\`ALTER TABLE "posts" DROP COLUMN "upgrade_probe";\`)
}
`,
  )
  const index = path.join(migrations, 'index.ts')
  const source = fs.readFileSync(index, 'utf8')
  fs.writeFileSync(
    index,
    `import * as upgradeProbe from './${MIGRATION}'\n` +
      source.replace(/\]\s*$/, `  { up: upgradeProbe.up, down: upgradeProbe.down, name: '${MIGRATION}' },\n]\n`),
  )
  return dir
}

/**
 * Each visitor's pause between requests: about a dozen a second in all still lands several in each instance's restart
 * and drain, without the front and instances taking the CPU that the other browser tests beside this one need.
 */
const PAUSE_MS = 100

/**
 * Visitors through the front until stopped: pages (the cached and the rendered), a post, and a contact message
 * every few requests. Every answer must be 200, whole.
 */
function traffic() {
  const failures: string[] = []
  const counts = { pages: 0, forms: 0 }
  let running = true
  const visitor = async (id: number) => {
    for (let i = 0; running; i++) {
      const form = i % 5 === 4
      const address = form ? front('/api/forms/contact') : front(PAGES[(i + id) % PAGES.length])
      try {
        const answer = await request(
          address,
          certificate.cert,
          form
            ? {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept: 'application/json' },
                body: JSON.stringify({
                  name: 'Upgrade Visitor',
                  email: `v${id}-${i}@upgrade.example`,
                  message: `Visit ${id}-${i} during the upgrade`,
                }),
              }
            : {},
        )
        if (answer.status !== 200) failures.push(`${address}: ${answer.status} ${answer.body.slice(0, 120)}`)
        else if (form) counts.forms++
        else counts.pages++
      } catch (error) {
        failures.push(`${address}: ${(error as Error).message}`)
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }
  const visitors = Promise.all([0, 1, 2].map(visitor))
  return {
    failures,
    counts,
    stop: async () => {
      running = false
      await visitors
    },
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'northgrid-upgrade-'))
  certificate = makeTestCertificate()
  await startInstance('a', 1)
  await startInstance('b', 1)
  processes.add(
    'lb',
    startFront(
      { https: PORTS.lb, http: PORTS.lbHttp, stats: PORTS.stats },
      [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
      certificate,
    ),
  )
  await expect
    .poll(async () => (await request(front('/'), certificate.cert).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
      intervals: [250],
    })
    .toBe(200)
})

test.afterAll(async () => {
  await processes.killAll()
  if (certificate) fs.rmSync(certificate.dir, { recursive: true, force: true })
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

test('an upgrade with a migration, one instance at a time, then a rollback: no request through the front fails', async () => {
  test.setTimeout(480_000)
  const db = new pg.Client({ connectionString: DATABASE })
  await db.connect()
  const applied = async () =>
    Number((await db.query('SELECT count(*) AS n FROM payload_migrations WHERE name = $1', [MIGRATION])).rows[0].n)
  const messages = async () => Number((await db.query('SELECT count(*) AS n FROM contact_messages')).rows[0].n)
  try {
    const before = await messages()
    const visitors = traffic()
    releases[2] = checkOutRelease2()

    // 2. Migrate the shared database from release 2 (what its build runs first) while release 1 serves.
    const migrate = spawnSync('npm', ['run', 'db:prepare'], {
      cwd: releases[2],
      env: {
        ...environment('a'),
        DELIVERY_RUNNER: 'off',
        LOG_LEVEL: 'info',
        NEXT_DIST_DIR: path.join(work, 'next-prepare'),
      },
      encoding: 'utf8',
      timeout: 180_000,
    })
    expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0)
    expect(migrate.stdout).toContain(`Migrating: ${MIGRATION}`)
    expect(await applied()).toBe(1)

    // 4. One instance at a time onto release 2, each ready before the next.
    await restart('a', 2)
    await restart('b', 2)
    const upgraded = { ...visitors.counts }

    // Rollback: back onto release 1 the same way; the added column stays and release 1 ignores it.
    await restart('a', 1)
    await restart('b', 1)
    await visitors.stop()

    expect(visitors.failures, visitors.failures.slice(0, 10).join('\n')).toEqual([])
    console.log(
      `[upgrade] ${visitors.counts.pages} pages and ${visitors.counts.forms} messages through the front, none failed ` +
        `(${upgraded.pages} and ${upgraded.forms} by the end of the upgrade)`,
    )
    expect(upgraded.forms).toBeGreaterThan(0)
    expect(visitors.counts.forms - upgraded.forms).toBeGreaterThan(0)
    // Every message acknowledged is stored, once; the migration ran once; release 1 reads posts beside the column.
    expect(await messages()).toBe(before + visitors.counts.forms)
    expect(await applied()).toBe(1)
    const column = await db.query(
      "SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'posts' AND column_name = 'upgrade_probe'",
    )
    expect(Number(column.rows[0].n)).toBe(1)
    expect((await request(front('/blog'), certificate.cert)).status).toBe(200)
  } finally {
    await db.end()
  }
})
