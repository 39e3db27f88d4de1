import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

/**
 * Extra processes of the browser tests' build (.next-e2e, made by serve.sh) for the specs
 * that need more than one server: `npm start` as the README runs it, each in a process
 * group of its own so a kill takes the whole tree (npm, tsx, the server) down.
 */

export const local = (port: number, path: string): string => `http://127.0.0.1:${port}${path}`

/** The page's HTML (or any body) at an address. */
export const text = async (address: string): Promise<string> => (await fetch(address)).text()

/** Waits until the address answers 200. */
export async function waitForOk(address: string, timeoutMs: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(address).catch(() => null))?.status ?? 0, { timeout: timeoutMs, intervals: [250] })
    .toBe(200)
}

const INSTANCE_LOGS = path.join('test-results', 'instances')

/** The processes a spec started, by name. */
export class Processes {
  private readonly children = new Map<string, ChildProcess>()

  /**
   * Starts `npm start` on a port with the production defaults of the browser tests' build plus `env`, and waits until
   * it is ready.
   */
  async startSite(name: string, port: number, env: Record<string, string>): Promise<void> {
    // Its log lines (warnings and errors) in test-results/instances/, for a failure to be read after the run.
    fs.mkdirSync(INSTANCE_LOGS, { recursive: true })
    const log = fs.openSync(path.join(INSTANCE_LOGS, `${name}-${port}.log`), 'a')
    this.add(
      name,
      spawn('npm', ['start'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          LISTEN_HOST: '127.0.0.1',
          NEXT_DIST_DIR: '.next-e2e',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', log, 'inherit'],
        detached: true,
      }),
    )
    fs.closeSync(log)
    await waitForOk(local(port, '/readyz'), 120_000)
  }

  /** Keeps another process (started detached) under a name, to be killed with the rest. */
  add(name: string, child: ChildProcess): void {
    this.children.set(name, child)
  }

  /** Kills a process's group and waits for it to exit (at once if it has already). */
  kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.children.get(name)
    // A child killed by a signal has no exit code, only its signal.
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid!, signal)
      } catch {
        resolve() // gone in between
      }
    })
  }

  async killAll(): Promise<void> {
    for (const name of this.children.keys()) await this.kill(name)
  }
}
