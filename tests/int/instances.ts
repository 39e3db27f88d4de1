import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const outputs = new WeakMap<ChildProcess, () => string>()

/** What an instance started here has printed on stdout so far (its JSON log lines). */
export const outputOf = (child: ChildProcess): string => outputs.get(child)?.() ?? ''

/** Starts fixtures/cms-instance.ts; resolves once it printed `until` (default "ready"). */
export async function startInstance(
  env: Record<string, string>,
  children: Set<ChildProcess>,
  until = 'ready',
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'fixtures/cms-instance.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DELIVERY_RUNNER: 'on', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.add(child)
  child.on('exit', () => children.delete(child))
  await new Promise<void>((resolve, reject) => {
    let out = ''
    outputs.set(child, () => out)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.split('\n').includes(until)) resolve()
    })
    child.on('exit', (code) => reject(new Error(`the instance exited early (${code})`)))
  })
  return child
}

/** SIGKILL: no shutdown hook runs. */
export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
