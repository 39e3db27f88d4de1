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
  // the last links clear, and an element focused where it already is gets scrolled up).
  useEffect(() => {
    const element = notice.current
    if (!open || !element) return
    const root = document.documentElement
    // From its layout box, not its drawn one: it slides in with a transform, which the height must ignore.
    const measure = () => {
      const height = `${element.offsetHeight + parseFloat(getComputedStyle(element).bottom)}px`
      root.style.setProperty('--notice-height', height)
      document.body.style.paddingBottom = height
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
      document.body.style.removeProperty('padding-bottom')
    }
  }, [open])

  const choose = (accepted: boolean) => {
    writeConsent(accepted)
    setLeaving(true)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.setTimeout(() => setOpen(false), reduced ? 0 : 500)
  }

  if (!open) return null
  return (
    <section
      ref={notice}
      aria-label="Cookie notice"
      data-cookie-notice={leaving ? 'closing' : 'open'}
      className={`cookie-notice fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl bg-ink p-5 text-white shadow-2xl md:p-6 ${leaving ? 'cookie-notice--leaving' : ''}`}
    >
      <p className="text-sm leading-relaxed md:text-base">
        {message}{' '}
        <Link href="/cookies-policy" className="font-semibold text-gold underline">
          More info<span className="sr-only"> about cookies</span>
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => choose(true)}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-6 text-sm font-semibold text-ink hover:bg-sand"
        >
          I Agree
        </button>
        <button
          type="button"
          onClick={() => choose(false)}
          className="inline-flex min-h-11 items-center rounded-full border border-white/60 px-6 text-sm font-semibold text-white hover:bg-white/10"
        >
          Decline
        </button>
      </div>
    </section>
  )
}

export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className="hover:underline"
      onClick={() => window.dispatchEvent(new Event(CONSENT_EVENTS.revoke))}
    >
      Cookie settings
    </button>
  )
}
