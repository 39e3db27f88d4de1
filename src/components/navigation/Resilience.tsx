'use client'

import { useEffect, useState } from 'react'

const RELOAD_KEY = 'chunk-reload-at'

function isChunkFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : ''
  return /ChunkLoadError|Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  )
}

/** A chunk that fails to load (after a deploy) forces one full reload; a second failure is the error page's. */
export function Resilience() {
  const [offline, setOffline] = useState(false)

  useEffect(() => {
    const reloadOnce = () => {
      // Offline, a reload would only leave the visitor on the browser's offline page.
      if (!navigator.onLine) return
      let last = 0
      try {
        last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
      } catch {
        // Without session storage a reload could loop; do nothing then.
        return
      }
      if (Date.now() - last < 60_000) return
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkFailure(event.reason)) reloadOnce()
    }
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target instanceof HTMLScriptElement ? event.target : null
      const scriptFailed = target?.tagName === 'SCRIPT' && /\/_next\/static\/chunks\//.test(target.src)
      if (scriptFailed || ('error' in event && isChunkFailure(event.error))) reloadOnce()
    }
    const sync = () => setOffline(!navigator.onLine)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError, true)
    window.addEventListener('online', sync)
    window.addEventListener('offline', sync)
    sync()
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError, true)
      window.removeEventListener('online', sync)
      window.removeEventListener('offline', sync)
    }
  }, [])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4"
    >
      {offline ? (
        <p data-offline-notice className="rounded-full bg-ink px-5 py-2 text-sm font-medium text-white shadow-lg">
          You are offline. Pages you have not opened yet will load when the connection returns.
        </p>
      ) : null}
    </div>
  )
}
