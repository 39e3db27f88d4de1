type Lifecycle = { draining: boolean; tasks: Set<() => Promise<unknown>> }

declare global {
  // One per process, shared by server.ts and every copy of this module Next.js bundles.
  var __northgridLifecycle: Lifecycle | undefined
}

function state(): Lifecycle {
  return (globalThis.__northgridLifecycle ??= { draining: false, tasks: new Set() })
}

export const isDraining = (): boolean => state().draining

export function beginShutdown(): void {
  state().draining = true
}

export function onShutdown(task: () => Promise<unknown>): void {
  state().tasks.add(task)
}

export async function waitForShutdownTasks(): Promise<void> {
  await Promise.allSettled([...state().tasks].map((task) => task()))
}
