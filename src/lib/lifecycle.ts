/**
 * The process's life: whether it is shutting down, and the work that must finish before it
 * exits. Kept on globalThis because server.ts and the code Next.js bundles are separate
 * copies of this module in one process.
 */
type Lifecycle = { draining: boolean; tasks: Set<() => Promise<unknown>> }

const KEY = Symbol.for('northgrid.lifecycle')

function state(): Lifecycle {
  const store = globalThis as unknown as Record<symbol, Lifecycle | undefined>
  return (store[KEY] ??= { draining: false, tasks: new Set() })
}

export const isDraining = (): boolean => state().draining

export function beginShutdown(): void {
  state().draining = true
}

/** Registers work to wait for on shutdown (the delivery runner's current run). */
export function onShutdown(task: () => Promise<unknown>): void {
  state().tasks.add(task)
}

export async function waitForShutdownTasks(): Promise<void> {
  await Promise.allSettled([...state().tasks].map((task) => task()))
}
