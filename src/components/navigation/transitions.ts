import type { RouterTransitionType } from 'next'

export type NavigationStart = { url: URL; type: RouterTransitionType }

/** Listeners of one event, and the function that adds one (it returns its removal). */
function channel<T>() {
  const listeners = new Set<(value: T) => void>()
  return {
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
    on: (listener: (value: T) => void): (() => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

const started = channel<NavigationStart>()
const ended = channel<void>()

/**
 * The router calls it inside React's `startTransition`, where a state update would show nothing until the navigation
 * ends; listeners therefore hear of it a microtask later.
 */
export function navigationStarted(href: string, type: RouterTransitionType): void {
  const start = { url: new URL(href, window.location.href), type }
  queueMicrotask(() => started.emit(start))
}

export const onNavigationStart = started.on

/** The loading bar calls it when a navigation arrives or fails. */
export const navigationEnded = (): void => ended.emit()

export const onNavigationEnd = ended.on
