'use client'

import Link from '@/components/ui/Link'
import { NAVIGATION_FAILED_EVENT } from '@/components/navigation/events'
import { useEffect } from 'react'

import { statusOf } from '@/components/layout/error-status'

type HttpError = Error & { digest?: string; status?: unknown; statusCode?: unknown }

/** SPEC.md section 8. The exception's own text is for the logs only, never for the visitor. */
export default function ErrorPage({ error, reset }: { error: HttpError; reset: () => void }) {
  useEffect(() => {
    // The browser's console: pino is the server's logger (which logged a render error already).
    console.error(error)
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT))
  }, [error])
  const status = statusOf(error)
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-6 py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-strong">{status}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight">Error</h1>
      <p className="mt-5 max-w-xl text-lg text-ink-muted">
        Something went wrong while showing this page. Please try again, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-6 text-sm font-semibold"
        >
          Back to the home page
        </Link>
      </div>
    </main>
  )
}
