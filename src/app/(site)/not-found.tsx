import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'

/** 404 (SPEC.md sections 2 and 8). Rendered inside the site layout, so the footer stays. */
export default function NotFound() {
  return (
    <main id="main" className="bg-sand">
      <Container className="py-24 md:py-32">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-strong">404</p>
        <h1 className="mt-3 text-display font-semibold tracking-tight">This page could not be found</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted">The address may be mistyped, or the page may have moved.</p>
        <p className="mt-8">
          <Link href="/" className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white hover:bg-accent-strong">
            Back to the home page
          </Link>
        </p>
      </Container>
    </main>
  )
}
