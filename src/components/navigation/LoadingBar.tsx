'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { NAVIGATION_FAILED_EVENT } from './events'
import { LOADING_BAR } from './timings'
import { navigationEnded, onNavigationStart } from './transitions'

type Phase = 'idle' | 'waiting' | 'loading' | 'finishing' | 'failed'

const routeOf = (pathname: string, search: string) => `${pathname}?${search}`

function classOf(phase: Phase): string {
  const visible = phase === 'loading' || phase === 'finishing' || phase === 'failed'
  return `loading-bar pointer-events-none fixed inset-x-0 top-0 z-50 h-[2px] origin-left ${phase === 'failed' ? 'bg-red-600' : 'bg-accent'} ${visible ? 'opacity-100' : 'opacity-0'}`
}

function styleOf(phase: Phase): { transform: string; transition: string } {
  return {
    transform: `scaleX(${phase === 'loading' ? 0.9 : phase === 'finishing' || phase === 'failed' ? 1 : 0})`,
    transition:
      phase === 'loading'
        ? `transform ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
        : phase === 'idle' || phase === 'waiting'
          ? 'none'
          : `transform 200ms ease-out, opacity 300ms ease ${LOADING_BAR.hideAfterMs - 300}ms`,
  }
}

/** Browsers without the Navigation API never report one. */
function leavingFor(event: Event): URL | null {
  if (!('destination' in event)) return null
  const to = event.destination
  if (typeof to !== 'object' || to === null || !('sameDocument' in to) || !('url' in to)) return null
  return to.sameDocument === false && typeof to.url === 'string' ? new URL(to.url) : null
}

/**
 * On the App Router's own events (docs/browser.md). Drawn on its element rather than through React state: it must
 * move while React is busy with the navigation's transition.
 */
export function LoadingBar() {
  const route = routeOf(usePathname(), useSearchParams().toString())
  const bar = useRef<HTMLDivElement>(null)
  const arrived = useRef<(route: string) => void>(() => undefined)

  useEffect(() => {
    const element = bar.current
    if (!element) return
    let phase: Phase = 'idle'
    let current = '' // the rendered route, set by `arrived` below
    let pending: URL | null = null
    let settling = false // between the arrival of a navigation and the bar hiding
    let timers: number[] = []
    // Marked once it listens (not in the server's HTML): a test can tell it is ready.
    element.dataset.loadingBar = phase

    const clear = () => {
      timers.forEach((t) => window.clearTimeout(t))
      timers = []
    }
    const show = (next: Phase) => {
      if (next === phase) return
      phase = next
      element.dataset.loadingBar = next
      element.className = classOf(next)
      Object.assign(element.style, styleOf(next))
    }
    const later = (ms: number, next: Phase, then?: () => void) =>
      timers.push(
        window.setTimeout(() => {
          show(next)
          then?.()
        }, ms),
      )

    /** The template plays the "in" half only when it remounts (a new first path segment). */
    const fadeBackIn = () => document.querySelector('.page-transition--out')?.classList.remove('page-transition--out')

    const stop = onNavigationStart(({ url }) => {
      // The router drops a pending navigation to this same page, so that one has ended here.
      if (routeOf(url.pathname, url.searchParams.toString()) === current) {
        if (pending) arrived.current(current)
        else navigationEnded()
        return
      }
      clear()
      pending = url
      settling = false
      document.documentElement.dataset.navigated = 'true'
      // The old page fades out while the next one loads; the next one's template plays the "in" half (globals.css).
      document.querySelector('.page-transition')?.classList.add('page-transition--out')
      show('waiting')
      later(LOADING_BAR.throttleMs, 'loading')
    })

    arrived.current = (next) => {
      current = next
      if (!pending) return
      pending = null
      settling = true
      fadeBackIn()
      navigationEnded()
      clear()
      show(phase === 'loading' ? 'finishing' : 'idle')
      later(LOADING_BAR.hideAfterMs, 'idle', () => (settling = false))
    }

    const fail = () => {
      // The error page reports in the same commit that ends the navigation, so "settling" counts.
      if (!pending && !settling) return
      pending = null
      settling = false
      fadeBackIn()
      navigationEnded()
      clear()
      show('failed')
      later(LOADING_BAR.failedForMs, 'idle')
    }
    // When the router cannot fetch the next page's data it loads that page in full: that is a failure.
    const onNavigate = (event: Event) => {
      const to = leavingFor(event)
      if (
        to &&
        pending &&
        routeOf(to.pathname, to.searchParams.toString()) === routeOf(pending.pathname, pending.searchParams.toString())
      )
        fail()
    }
    const navigation = 'navigation' in window && window.navigation instanceof EventTarget ? window.navigation : null

    window.addEventListener(NAVIGATION_FAILED_EVENT, fail)
    navigation?.addEventListener('navigate', onNavigate)
    return () => {
      stop()
      clear()
      arrived.current = () => undefined
      window.removeEventListener(NAVIGATION_FAILED_EVENT, fail)
      navigation?.removeEventListener('navigate', onNavigate)
    }
  }, [])

  useEffect(() => arrived.current(route), [route])

  return <div ref={bar} aria-hidden="true" className={classOf('idle')} style={styleOf('idle')} />
}
