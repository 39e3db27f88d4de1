import type { RouterTransitionType } from 'next'

export type NavigationStart = { url: URL; type: RouterTransitionType }
type Listener = (start: NavigationStart) => void

const listeners = new Set<Listener>()

/**
 * The router calls it inside React's `startTransition`, where a state update would show nothing until the navigation
 * ends; listeners therefore hear of it a microtask later.
 */
export function navigationStarted(href: string, type: RouterTransitionType): void {
  const start = { url: new URL(href, window.location.href), type }
  queueMicrotask(() => listeners.forEach((listener) => listener(start)))
}

export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const endListeners = new Set<() => void>()

/** The loading bar calls it when a navigation arrives or fails. */
export function navigationEnded(): void {
  endListeners.forEach((listener) => listener())
}

export function onNavigationEnd(listener: () => void): () => void {
  endListeners.add(listener)
  return () => void endListeners.delete(listener)
}
