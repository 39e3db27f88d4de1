'use client'

import { BRAND } from '@/lib/brand'

/** When the error page itself fails (SPEC.md section 8). Replaces the whole document, so it styles itself. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '6rem 1.5rem', color: BRAND.ink }}>
        <main style={{ maxWidth: 720, margin: '0 auto' }}>
          <h1 style={{ fontSize: '2rem' }}>An error occurred while showing the error page</h1>
          <p style={{ marginTop: '2rem' }}>
            {/* A plain anchor: the client router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose */}
            <a href="/" style={{ color: BRAND.accentStrong, fontWeight: 600 }}>
              Go back to home
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
