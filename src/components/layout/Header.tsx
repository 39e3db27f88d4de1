import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import type { NavItem, Settings } from '@/lib/content/types'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'

export const QUOTE_LABEL = 'REQUEST A QUOTE'

/** Header: the showInHeader pages in order and the REQUEST A QUOTE button (SPEC.md section 2). */
export function Header({ items, settings }: { items: NavItem[]; settings: Settings }) {
  return (
    <header className="relative z-30 border-b border-ink/10 bg-white">
      <Container className="flex h-18 items-center justify-between gap-6">
        <Logo name={settings.agencyName} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <Link href="/new-project" className="hidden min-h-11 items-center rounded-full bg-accent px-5 text-sm font-semibold tracking-wide text-white hover:bg-accent-strong sm:inline-flex">
            {QUOTE_LABEL}
          </Link>
          <MobileMenu items={items} quoteLabel={QUOTE_LABEL} />
        </div>
      </Container>
    </header>
  )
}

/** Header2: deliberately minimal, for focused landing pages (logo, phone, e-mail). */
export function Header2({ settings }: { settings: Settings }) {
  return (
    <header className="border-b border-ink/10 bg-white" data-header="Header2">
      <Container className="flex min-h-18 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Logo name={settings.agencyName} />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-semibold">
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="hover:text-accent-strong">
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
