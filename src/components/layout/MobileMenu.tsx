'use client'

import Link from '@/components/ui/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { NavItem } from '@/lib/content/types'

/** The phone-width menu: a real disclosure button, Escape closes and focus goes back. */
export function MobileMenu({ items, quoteLabel }: { items: NavItem[]; quoteLabel: string }) {
  const pathname = usePathname()
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null)
        button.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink/20 px-4 text-sm font-semibold"
      >
        <span>{open ? 'Close' : 'Menu'}</span>
      </button>
      <div id={id} ref={panel} hidden={!open} className="absolute inset-x-0 top-full border-b border-ink/10 bg-white shadow-lg">
        <nav aria-label="Main menu">
          <ul className="mx-auto flex max-w-[1200px] flex-col px-6 py-4">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={pathname === item.href ? 'page' : undefined} className="block py-3 text-lg font-medium">
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="pt-3">
              <Link href="/new-project" className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white">
                {quoteLabel}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
