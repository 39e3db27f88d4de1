'use client'

import { useEffect, useRef, useState } from 'react'

import { CONSENT_EVENTS, readConsent } from '@/components/consent/consent'
import { wrapTab } from '@/components/ui/dialog'
import { NEWSLETTER, NEWSLETTER_TEXT } from '@/forms/newsletter'
import type { CaptchaConfig } from './Captcha'
import { LeadForm } from './LeadForm'

export const NEWSLETTER_STORAGE_KEY = 'newsletter:popup'
const DELAY_MS = 20_000
const SCROLL_DEPTH = 0.5

function remembered(): string | null {
  try {
    return localStorage.getItem(NEWSLETTER_STORAGE_KEY)
  } catch {
    return null
  }
}

function remember(value: 'shown' | 'dismissed' | 'subscribed') {
  try {
    localStorage.setItem(NEWSLETTER_STORAGE_KEY, value)
  } catch {
    // Storage blocked: the popup may show again next visit, which is harmless.
  }
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

/** SPEC.md sections 4 and 9; each condition is checked when a trigger fires, on the page shown then. */
export function NewsletterPopup({ page, captcha }: { page: string; captcha?: CaptchaConfig }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [subscribed, setSubscribed] = useState(false)
  // Rendered when the popup opens, not sent in every page's HTML.
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (shown && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [shown])

  useEffect(() => {
    if (remembered()) return
    let done = false
    // Never interrupt someone filling in a form on the page.
    let typing = false
    let waiting = false
    const onInput = (event: Event) => {
      const target = event.target as Element | null
      if (target?.closest?.('form') && !dialog.current?.contains(target)) typing = true
    }
    const open = () => {
      if (done || typing || !dialog.current || onFormPage() || midArticle()) return
      if (cookieNoticeOpen()) {
        waiting = true // a trigger fired under the notice: open once it is answered
        return
      }
      done = true
      cleanup()
      remember('shown')
      setShown(true)
    }
    const onScroll = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight
      // On an article the depth that counts is its end, however long the page below it.
      const article = document.querySelector('main article')
      const deepEnough = article
        ? article.getBoundingClientRect().bottom <= window.innerHeight
        : max > 0 && window.scrollY / max >= SCROLL_DEPTH
      if (deepEnough) open()
    }
    const timer = window.setInterval(open, DELAY_MS)
    window.addEventListener('scroll', onScroll, { passive: true })
    const afterConsent = () => waiting && open()
    window.addEventListener(CONSENT_EVENTS.closed, afterConsent)
    document.addEventListener('input', onInput)
    document.addEventListener('focusin', onInput)
    function cleanup() {
      document.removeEventListener('input', onInput)
      document.removeEventListener('focusin', onInput)
      window.clearInterval(timer)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener(CONSENT_EVENTS.closed, afterConsent)
    }
    // The visitor may have scrolled before this script ran (after everything above exists: this may open the popup).
    onScroll()
    return cleanup
  }, [])

  const close = () => {
    if (!subscribed) remember('dismissed')
    dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-title"
      onCancel={() => !subscribed && remember('dismissed')}
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
