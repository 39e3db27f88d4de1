'use client'

import Link from '@/components/ui/Link'
import { NAVIGATION_FAILED_EVENT } from '@/components/navigation/events'
import { useEffect } from 'react'

type HttpError = Error & { digest?: string; status?: number; statusCode?: number }

/** Other failures (SPEC.md section 8): the error's message (or "Error") with its status, or 500. */
export default function ErrorPage({ error, reset }: { error: HttpError; reset: () => void }) {
  useEffect(() => {
    console.error(error)
    window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT))
  }, [error])
  const status = error.status ?? error.statusCode ?? 500
  // In production, server errors reach the browser without their message; show the generic word then.
  const message = error.digest ? 'Error' : error.message || 'Error'
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-6 py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-strong">{status}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight">{message}</h1>
      <div className="mt-8 flex flex-wrap gap-4">
        <button type="button" onClick={reset} className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white">
          Try again
        </button>
        <Link href="/" className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-6 text-sm font-semibold">
          Back to the home page
        </Link>
      </div>
    </main>
  )
}
