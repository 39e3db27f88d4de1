/** Safari has no requestIdleCallback: the next task then. Returns a cancel function. */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 1)
  return () => window.clearTimeout(handle)
}
