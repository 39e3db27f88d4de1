import type { RouterTransitionType } from 'next'

/** A client navigation the App Router has begun: where to, and how (link or push, replace, back/forward). */
export type NavigationStart = { url: URL; type: RouterTransitionType }
type Listener = (start: NavigationStart) => void

const listeners = new Set<Listener>()

/**
 * Called by the App Router through `onRouterTransitionStart` (src/instrumentation-client.ts)
 * for every navigation it starts: link clicks, `router.push`/`replace` and back/forward.
 * The router calls it inside React's `startTransition`, where a state update would be part
 * of the navigation and show nothing until it ends; listeners therefore hear of it a
 * microtask later, outside that transition.
 */
export function navigationStarted(href: string, type: RouterTransitionType): void {
  const start = { url: new URL(href, window.location.href), type }
  queueMicrotask(() => listeners.forEach((listener) => listener(start)))
}

/** Subscribes to the router's navigation starts; returns the unsubscribe function. */
export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
