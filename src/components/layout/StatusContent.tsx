import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'

/** SPEC.md section 8. */
export function StatusContent({ code, title, text }: { code: number; title: string; text: string }) {
  return (
    <div className="bg-sand">
      <Container className="py-24 md:py-32">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-strong">{code}</p>
        <h1 className="mt-3 text-display font-semibold tracking-tight">{title}</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted">{text}</p>
        <p className="mt-8">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            Back to the home page
          </Link>
        </p>
      </Container>
    </div>
  )
}
