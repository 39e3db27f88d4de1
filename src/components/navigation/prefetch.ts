import { useSyncExternalStore } from 'react'

import { whenIdle } from './idle'
import { PREFETCH_IDLE_TIMEOUT_MS } from './timings'

/** navigator.connection is Chromium only and not in TypeScript's DOM types, hence read with care. */
function sparesData(connection: unknown): boolean {
  if (typeof connection !== 'object' || connection === null) return false
  const type =
    'effectiveType' in connection && typeof connection.effectiveType === 'string' ? connection.effectiveType : ''
  return ('saveData' in connection && connection.saveData === true) || /(^|-)2g$/.test(type)
}

const connection = (): unknown => ('connection' in navigator ? navigator.connection : undefined)

let idle = false
let idleRequested = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) {
    if (!idleRequested) {
      idleRequested = true
      whenIdle(() => {
        idle = true
        notify()
      }, PREFETCH_IDLE_TIMEOUT_MS)
    }
    // Data saver switched on (or off) during the visit counts from then on.
    const current = connection()
    if (current instanceof EventTarget) current.addEventListener('change', notify)
  }
  return () => {
    listeners.delete(listener)
    const current = connection()
    if (listeners.size === 0 && current instanceof EventTarget) current.removeEventListener('change', notify)
  }
}

const allowed = () => idle && !sparesData(connection())

/** SPEC.md section 9. Always false on the server and during hydration. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, allowed, () => false)
}
