import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import type { NavItem, Settings } from '@/lib/content/types'
import { Logo } from './Logo'
import { telHref } from '@/lib/contact-links'
import { MobileMenu } from './MobileMenu'

export const QUOTE_LABEL = 'REQUEST A QUOTE'

/** SPEC.md section 2; it stays at the top while the page scrolls, the quote button too on a phone (docs/design.md). */
export function Header({ items, settings }: { items: NavItem[]; settings: Settings }) {
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-white" data-header="Header">
      <Container className="flex h-18 items-center justify-between gap-3 sm:gap-6">
        <Logo name={settings.agencyName} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <Link
            href="/new-project"
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-accent px-3 text-xs font-semibold tracking-wide text-white hover:bg-accent-strong sm:px-5 sm:text-sm"
          >
            {QUOTE_LABEL}
          </Link>
          <MobileMenu items={items} quoteLabel={QUOTE_LABEL} />
        </div>
      </Container>
    </header>
  )
}

/** Deliberately minimal, for focused landing pages. */
export function Header2({ settings }: { settings: Settings }) {
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-white" data-header="Header2">
      <Container className="flex min-h-18 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Logo name={settings.agencyName} />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-semibold">
          <a href={telHref(settings.phone)} className="hover:text-accent-strong">
            {settings.phone}
          </a>
          <a href={`mailto:${settings.email}`} className="hover:text-accent-strong">
            {settings.email}
          </a>
        </div>
      </Container>
    </header>
  )
}
