/** warming: server.ts has not yet rendered the visitors' pages once (src/lib/http/warm-up.ts); not ready meanwhile. */
type Lifecycle = { draining: boolean; warming: boolean; tasks: Set<() => Promise<unknown>> }

declare global {
  // One per process, shared by server.ts and every copy of this module Next.js bundles.
  var __northgridLifecycle: Lifecycle | undefined
}

function state(): Lifecycle {
  return (globalThis.__northgridLifecycle ??= { draining: false, warming: false, tasks: new Set() })
}

export const isDraining = (): boolean => state().draining

export const isWarmingUp = (): boolean => state().warming

export function setWarmingUp(warming: boolean): void {
  state().warming = warming
}

export function beginShutdown(): void {
  state().draining = true
}

export function onShutdown(task: () => Promise<unknown>): void {
  state().tasks.add(task)
}

export async function waitForShutdownTasks(): Promise<void> {
  await Promise.allSettled([...state().tasks].map((task) => task()))
}
