'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { NAVIGATION_FAILED_EVENT } from './events'

/** SPEC.md section 9: shown only past 200 ms, advances over about 5 s, hides 500 ms after finishing, 2 px. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const

type Phase = 'idle' | 'waiting' | 'loading' | 'finishing' | 'failed'

function isInternalNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  if (url.pathname === location.pathname && url.search === location.search) return null // same page or hash only
  return url
}

/**
 * The thin loading bar of client-side navigations. The App Router has no navigation
 * events, so a navigation starts at a click on an internal link or a back/forward
 * step, and ends when the rendered path changes; an error page reached during it fails it.
 */
export function LoadingBar() {
  const pathname = usePathname()
  const search = useSearchParams()
  const [phase, setPhase] = useState<Phase>('idle')
  const timers = useRef<number[]>([])
  const started = useRef(false)

  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t))
    timers.current = []
  }

  useEffect(() => {
    const start = () => {
      clear()
      started.current = true
      document.documentElement.dataset.navigated = 'true'
      // Page transition "page", out then in: the old page fades out while the next one loads;
      // the next one's template plays the "in" half (globals.css).
      document.querySelector('.page-transition')?.classList.add('page-transition--out')
      setPhase('waiting')
      timers.current.push(window.setTimeout(() => setPhase('loading'), LOADING_BAR.throttleMs))
    }
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start()
    }
    const onFail = () => {
      if (!started.current) return
      document.querySelector('.page-transition--out')?.classList.remove('page-transition--out')
      clear()
      started.current = false
      setPhase('failed')
      timers.current.push(window.setTimeout(() => setPhase('idle'), 3000))
    }
    // Capture phase: next/link calls preventDefault on the click before it would bubble here.
    // The router's data request for the next page failing is the navigation failing: the
    // App Router says so only in the console, so its requests (marked by the _rsc query)
    // are observed here. The router then falls back to a full page load.
    const originalFetch = window.fetch
    const isRouterRequest = (input: RequestInfo | URL) => /[?&]_rsc=/.test(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    window.fetch = async (input, init) => {
      try {
        const res = await originalFetch(input, init)
        if (!res.ok && started.current && isRouterRequest(input)) onFail()
        return res
      } catch (error) {
        if (started.current && isRouterRequest(input)) onFail()
        throw error
      }
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFail)
    return () => {
      window.fetch = originalFetch
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      window.removeEventListener(NAVIGATION_FAILED_EVENT, onFail)
    }
  }, [])

  useEffect(() => {
    if (!started.current) return
    started.current = false
    clear()
    setPhase((p) => (p === 'loading' ? 'finishing' : 'idle'))
    timers.current.push(window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideAfterMs))
  }, [pathname, search])

  useEffect(() => clear, [])

  const visible = phase === 'loading' || phase === 'finishing' || phase === 'failed'
  return (
    <div
      aria-hidden="true"
      data-loading-bar={phase}
      className={`loading-bar pointer-events-none fixed inset-x-0 top-0 z-50 h-[2px] origin-left ${phase === 'failed' ? 'bg-red-600' : 'bg-accent'} ${visible ? 'opacity-100' : 'opacity-0'}`}
      style={{
        transform: `scaleX(${phase === 'loading' ? 0.9 : phase === 'finishing' || phase === 'failed' ? 1 : 0})`,
        transition:
          phase === 'loading'
            ? `transform ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
            : phase === 'idle' || phase === 'waiting'
              ? 'none'
              : `transform 200ms ease-out, opacity 300ms ease ${LOADING_BAR.hideAfterMs - 300}ms`,
      }}
    />
  )
}
