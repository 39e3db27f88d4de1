import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { z } from 'zod'

/** Shared helpers for the benchmark scripts: build and serve the production site on its own database. */

export const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..')
export const work = path.join(root, 'bench', '.work')
fs.mkdirSync(work, { recursive: true })

/** A build, run through BUILD_WRAPPER when set (a command that queues builds on a shared machine, as serve.sh does). */
export function runBuild(cmd: string, args: string[], env: Record<string, string>, cwd = root): Promise<void> {
  const wrapper = process.env.BUILD_WRAPPER
  return wrapper ? run(wrapper, [cmd, ...args], env, cwd) : run(cmd, args, env, cwd)
}

export function run(cmd: string, args: string[], env: Record<string, string>, cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** `next start`: how the baselines are served, and our site without its HTML cache. */
export function serve(port: number, env: Record<string, string>, cwd = root, args: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', ...args, '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd,
      // A bare `next start` refuses production unless told it is a measurement (src/lib/http/client.ts).
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ALLOW_BARE_NEXT_START: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
}

/** Our production server, as `npm start` runs it (server.ts: Next.js behind its HTML cache). */
export function serveSite(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      LISTEN_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`)
}

/** Stops the processes when this one exits, a failed run included (they run detached, in groups of their own). */
export function stopOnExit(children: ChildProcess[]): void {
  process.on('exit', () => children.forEach((child) => stop(child)))
}

export function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (child?.pid) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

/**
 * The baseline of the speed benchmarks: a minimal Next.js 16 App Router page, written and
 * built here. It lives outside the repository (so nothing of ours is picked up), borrows
 * our node_modules (the same Next.js and React), and is built with webpack because
 * Turbopack refuses modules outside its root; the bundler does not change serving speed.
 *
 * With `weightBytes`, the page carries that much HTML: plain paragraphs rendered by a server
 * component (so, as on our pages, the text is in the HTML and again in the inline React
 * payload). That is the framework's floor for a page as heavy as ours.
 */
export async function buildBaseline({ weightBytes }: { weightBytes?: number } = {}): Promise<string> {
  const dir = path.join(os.tmpdir(), weightBytes ? 'northgrid-bench-baseline-weighted' : 'northgrid-bench-baseline')
  if (
    reuse &&
    fs.existsSync(path.join(dir, '.next', 'BUILD_ID')) &&
    fs.existsSync(path.join(dir, 'app/readyz/route.js'))
  )
    return dir
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'baseline', private: true }))
  fs.writeFileSync(
    path.join(dir, 'app/layout.js'),
    "export const metadata = { title: 'Baseline', description: 'A minimal Next.js page used as the benchmark baseline.' }\nexport default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html> }\n",
  )
  // Each paragraph costs about 320 bytes: once as HTML, once in the React payload.
  const paragraphs = weightBytes ? Math.max(1, Math.round((weightBytes - 5000) / 320)) : 0
  const body = paragraphs
    ? `{Array.from({ length: ${paragraphs} }, (_, i) => <p key={i} className="mt-4 max-w-2xl text-lg">Paragraph {i}: fixed-price sprints, staging sign-off and 24/7 support for stores.</p>)}`
    : '<p>A minimal Next.js page.</p>'
  fs.writeFileSync(
    path.join(dir, 'app/page.js'),
    `export default function Page() { return <main><h1>Baseline</h1>${body}</main> }\n`,
  )
  // The front (deploy/haproxy.cfg) sends traffic only to a server whose /readyz answers 200.
  fs.mkdirSync(path.join(dir, 'app/readyz'))
  fs.writeFileSync(path.join(dir, 'app/readyz/route.js'), "export function GET() { return new Response('ok') }\n")
  console.log(
    `[bench] building the minimal Next.js baseline${weightBytes ? ` (about ${Math.round(weightBytes / 1024)} KB of HTML)` : ''} ...`,
  )
  await runBuild(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], {}, dir)
  return dir
}

/**
 * BENCH_REUSE_BUILD=1: serve the builds an earlier bench made (.next-bench with its database, and
 * the baseline), so that two benches run back to back on a busy machine do not build twice.
 */
const reuse = process.env.BENCH_REUSE_BUILD === '1'
const lastSite = path.join(work, 'last-site-env.json')

/** Builds the production site into .next-bench on a fresh database of its own; returns its environment. */
export async function buildSite(
  name: string,
  port: number,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  if (reuse && fs.existsSync(lastSite) && fs.existsSync(path.join(root, '.next-bench', 'BUILD_ID'))) {
    const env = z.record(z.string(), z.string()).parse(JSON.parse(fs.readFileSync(lastSite, 'utf8')))
    console.log(`[bench] serving the last bench build (.next-bench, database ${env.DATABASE_URI})`)
    return { ...env, ...extra }
  }
  const db = path.join(work, `${name}.db`)
  for (const f of [db, `${db}-wal`, `${db}-shm`]) fs.rmSync(f, { force: true })
  const env = {
    DATABASE_URI: `file:${db}`,
    NEXT_DIST_DIR: '.next-bench',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
    SITE_URL: `http://127.0.0.1:${port}`,
    ...extra,
  }
  console.log('[bench] building the production site ...')
  await runBuild('npm', ['run', 'build', '--silent'], env)
  fs.writeFileSync(lastSite, JSON.stringify(env))
  return env
}
