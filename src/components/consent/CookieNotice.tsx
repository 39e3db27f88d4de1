'use client'

import Link from '@/components/ui/Link'
import { useEffect, useRef, useState } from 'react'

import { CONSENT_EVENTS, clearConsent, readConsent, writeConsent } from './consent'

/** A consent from an earlier visit fires the accept event on load, which starts analytics. Not a modal. */
export function CookieNotice({ message }: { message: string }) {
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const wasOpen = useRef(false)
  const notice = useRef<HTMLElement>(null)

  useEffect(() => {
    const consent = readConsent()
    // The visitor's choice is in their browser: the server renders every page without the
    // notice (one cached page for all), and it opens here after hydration if no choice was made.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only value, read once after hydration
    if (consent === 'unset') setOpen(true)
    else if (consent === 'accepted') window.dispatchEvent(new Event(CONSENT_EVENTS.accept))
    const onRevoke = () => {
      clearConsent()
      setLeaving(false)
      setOpen(true)
    }
    window.addEventListener(CONSENT_EVENTS.revoke, onRevoke)
    return () => window.removeEventListener(CONSENT_EVENTS.revoke, onRevoke)
  }, [])

  // Announced once the notice has left the DOM, so what waits for it (the newsletter popup) can follow.
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      window.dispatchEvent(new Event(CONSENT_EVENTS.closed))
    }
  }, [open])

  // WCAG 2.2, 2.4.11: while open, nothing focused stays under it (scroll-padding-bottom in globals.css, room to scroll
  // the last links clear inside the footer, and an element focused where it already is gets scrolled up).
  useEffect(() => {
    const element = notice.current
    if (!open || !element) return
    const root = document.documentElement
    // From its layout box, not its drawn one: it slides in with a transform, which the height must ignore.
    // The room is the footer's own (Footer.tsx), drawn in its colour, so nothing blank shows under it.
    const measure = () => {
      const height = `${element.offsetHeight + parseFloat(getComputedStyle(element).bottom)}px`
      root.style.setProperty('--notice-height', height)
    }
    const clear = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || element.contains(target)) return
      const lift = () => {
        const covered = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top
        if (covered > 0) window.scrollBy({ top: covered + 16, behavior: 'instant' })
      }
      // Now, and again after the browser's own scroll to the focused element, which comes after this event.
      lift()
      requestAnimationFrame(lift)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    document.addEventListener('focusin', clear)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      document.removeEventListener('focusin', clear)
      root.style.removeProperty('--notice-height')
    }
  }, [open])

  const choose = (accepted: boolean) => {
    writeConsent(accepted)
    setLeaving(true)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.setTimeout(() => setOpen(false), reduced ? 0 : 500)
  }

  if (!open) return null
  // Rendered right after the skip link (SiteFrame) but drawn at the bottom: a labelled region that keyboard and screen
  // reader users meet first, answered in two Tab stops; its links come after its buttons (WCAG 2.4.3, a reading order
  // of what it says, then what to do, then where to read more). Focus rings in gold: the accent is too dark on ink.
  return (
    <section
      ref={notice}
      aria-label="Cookie notice"
      data-cookie-notice={leaving ? 'closing' : 'open'}
      className={`cookie-notice fixed inset-x-0 bottom-0 z-40 mx-auto max-w-6xl rounded-t-2xl bg-ink px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-white shadow-2xl sm:px-4 sm:pt-3 lg:bottom-4 lg:flex lg:items-center lg:gap-6 lg:rounded-2xl lg:px-6 lg:py-3 ${leaving ? 'cookie-notice--leaving' : ''}`}
    >
      {/* A slim bar on a phone too (at most 120 px of 844): small type, and buttons still 32 px tall, over the 24 px
          target size (WCAG 2.5.8). */}
      <p className="text-xs leading-4 sm:text-sm sm:leading-5 lg:flex-1">{message}</p>
      <div className="mt-1.5 flex items-center gap-3 sm:mt-2 lg:mt-0 lg:shrink-0">
        <button
          type="button"
          onClick={() => choose(true)}
          className="inline-flex min-h-8 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink hover:bg-sand focus-visible:outline-gold sm:min-h-11 sm:px-5"
        >
          I Agree
        </button>
        <button
          type="button"
          onClick={() => choose(false)}
          className="inline-flex min-h-8 items-center rounded-full border border-white/60 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-gold sm:min-h-11 sm:px-5"
        >
          Decline
        </button>
        <Link
          href="/cookies-policy"
          className="inline-flex min-h-8 items-center px-1 text-sm font-semibold text-gold underline focus-visible:outline-gold sm:min-h-11"
        >
          More info<span className="sr-only"> about cookies</span>
        </Link>
      </div>
    </section>
  )
}

export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className="inline-flex min-h-6 items-center hover:underline"
      onClick={() => window.dispatchEvent(new Event(CONSENT_EVENTS.revoke))}
    >
      Cookie settings
    </button>
  )
}
