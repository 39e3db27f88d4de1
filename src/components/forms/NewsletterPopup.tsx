'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { CONSENT_EVENTS, readConsent } from '@/components/consent/consent'
import { wrapTab } from '@/components/ui/dialog'
import { NEWSLETTER, NEWSLETTER_POPUP, NEWSLETTER_TEXT } from '@/forms/newsletter'
import type { CaptchaConfig } from './Captcha'
import { LeadForm } from './LeadForm'

export const NEWSLETTER_STORAGE_KEY = 'newsletter:popup'
type Mark = 'shown' | 'dismissed' | 'subscribed'

function remember(mark: Mark) {
  try {
    localStorage.setItem(NEWSLETTER_STORAGE_KEY, `${mark}:${Date.now()}`)
  } catch {
    // Storage blocked: the popup may show again next visit, which is harmless.
  }
}

/** Whether an earlier showing keeps it closed: "mark:time"; a mark without a time counts from now. */
function resting(): boolean {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(NEWSLETTER_STORAGE_KEY)
  } catch {
    return false
  }
  if (!stored) return false
  const [mark, at] = stored.split(':')
  if (mark === 'subscribed') return true
  if (!at || !Number.isFinite(Number(at))) {
    remember(mark === 'dismissed' ? 'dismissed' : 'shown')
    return true
  }
  return Date.now() - Number(at) < NEWSLETTER_POPUP.restMs
}

/**
 * Asked of the stored consent, not only of the DOM: the notice renders a moment after hydration and the popup's own
 * triggers may fire first.
 */
const cookieNoticeOpen = () => readConsent() === 'unset' || Boolean(document.querySelector('[data-cookie-notice]'))

const onFormPage = () => Boolean(document.querySelector('main form[data-form]:not([data-form="newsletter"])'))

const midArticle = () => {
  const article = document.querySelector('main article')
  return article !== null && article.getBoundingClientRect().bottom > window.innerHeight
}

/**
 * Where focus goes back on close: what had it, or, when nothing had (a reader scrolling), the first heading or
 * paragraph in view, so the next Tab goes on from where they were reading rather than from the top of the page.
 */
function returnPoint(): HTMLElement | null {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body) return active
  const header = document.querySelector('header[data-header]')?.getBoundingClientRect().bottom ?? 0
  for (const el of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, main li')) {
    const box = el.getBoundingClientRect()
    if (box.height > 0 && box.top >= header && box.top < window.innerHeight) return el
  }
  return null
}

function focusBack(target: HTMLElement | null, scrollY: number) {
  if (!target?.isConnected) return
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    // Focusable only for this return: it leaves with the focus.
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus({ preventScroll: true })
  window.scrollTo({ top: scrollY, behavior: 'instant' })
}

/**
 * SPEC.md sections 4 and 9, issues 36 and 53: on each page, once it has been read to its end or after
 * NEWSLETTER_POPUP.dwellMs on it, and only when scrolling has stopped; never while the footer's own sign-up form is on
 * screen (the popup would only repeat it), nor within NEWSLETTER_POPUP.afterEndMs of a scroll to the end. The
 * conditions are checked again whenever one of them changes.
 */
export function NewsletterPopup({ page, captcha }: { page: string; captcha?: CaptchaConfig }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [subscribed, setSubscribed] = useState(false)
  // Rendered when the popup opens, not sent in every page's HTML.
  const [shown, setShown] = useState(false)
  // The page the visitor is on: its time and its end count afresh after an in-site move.
  const pathname = usePathname()
  const before = useRef<{ target: HTMLElement | null; scrollY: number }>({ target: null, scrollY: 0 })

  useEffect(() => {
    if (shown && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [shown])

  useEffect(() => {
    if (shown || resting()) return
    let done = false
    // Never interrupt someone filling in a form on the page.
    let typing = false
    let dwelt = false
    let footerInView = false
    let signupInView = false
    // When the visitor last scrolled with the page's end (its footer) in view.
    let endAt: number | undefined
    let afterEnd: number | undefined
    let quiet: number | undefined
    const onInput = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest?.('form') && !dialog.current?.contains(target)) typing = true
    }
    // Reached by scrolling: a page that fits in one screen has not been read by being opened.
    // Measured, not the observer's flag, which lags a scroll: a scroll up away from the footer is not one to the end.
    const noteEnd = () => {
      if (footerInView && window.scrollY > 0 && (end?.getBoundingClientRect().top ?? Infinity) < window.innerHeight)
        endAt = Date.now()
    }
    const open = () => {
      if (done || quiet !== undefined || !(dwelt || endAt !== undefined)) return
      if (typing || signupInView || !dialog.current || onFormPage() || midArticle() || cookieNoticeOpen()) return
      const wait = endAt === undefined ? 0 : endAt + NEWSLETTER_POPUP.afterEndMs - Date.now()
      if (wait > 0) {
        window.clearTimeout(afterEnd)
        afterEnd = window.setTimeout(open, wait)
        return
      }
      done = true
      cleanup()
      remember('shown')
      before.current = { target: returnPoint(), scrollY: window.scrollY }
      setShown(true)
    }
    const onScroll = () => {
      noteEnd()
      window.clearTimeout(quiet)
      quiet = window.setTimeout(() => {
        quiet = undefined
        open()
      }, NEWSLETTER_POPUP.scrollQuietMs)
    }
    const footer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target.matches('[data-newsletter-signup]')) signupInView = entry.isIntersecting
        else footerInView = entry.isIntersecting
      }
      noteEnd()
      open()
    })
    const end = document.querySelector('body > footer')
    if (end) footer.observe(end)
    const signup = end?.querySelector('[data-newsletter-signup]')
    if (signup) footer.observe(signup)
    const timer = window.setTimeout(() => {
      dwelt = true
      open()
    }, NEWSLETTER_POPUP.dwellMs)
    window.addEventListener('scroll', onScroll, { passive: true })
    // The notice answered: what waited under it may open now.
    window.addEventListener(CONSENT_EVENTS.closed, open)
    document.addEventListener('input', onInput)
    document.addEventListener('focusin', onInput)
    function cleanup() {
      document.removeEventListener('input', onInput)
      document.removeEventListener('focusin', onInput)
      window.clearTimeout(timer)
      window.clearTimeout(quiet)
      window.clearTimeout(afterEnd)
      footer.disconnect()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener(CONSENT_EVENTS.closed, open)
    }
    return cleanup
  }, [pathname, shown])

  const close = () => {
    if (!subscribed) remember('dismissed')
    dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-title"
      aria-describedby={shown ? 'newsletter-offer' : undefined}
      onCancel={() => !subscribed && remember('dismissed')}
      // Escape and the close button alike: back where the visitor was before it opened.
      onClose={() => focusBack(before.current.target, before.current.scrollY)}
      onKeyDown={wrapTab}
      className="newsletter-popup m-auto w-[min(92vw,32rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      {shown ? (
        <div className="relative p-7 md:p-9">
          <button
            type="button"
            onClick={close}
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-sand"
            aria-label="Close"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <h2 id="newsletter-title" className="pr-10 text-2xl font-semibold tracking-tight">
            {NEWSLETTER_TEXT.title}
          </h2>
          <p id="newsletter-offer" className="mt-2 text-ink-muted">
            {NEWSLETTER_TEXT.offer}
          </p>
          <div className="mt-5">
            <LeadForm
              kind="newsletter"
              idPrefix="newsletter-popup"
              fields={NEWSLETTER.fields}
              submitLabel={NEWSLETTER.submitLabel}
              page={page}
              onSuccess="inline"
              compact
              placeholder={NEWSLETTER_TEXT.placeholder}
              captcha={captcha}
              onDone={() => {
                setSubscribed(true)
                remember('subscribed')
              }}
            />
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
