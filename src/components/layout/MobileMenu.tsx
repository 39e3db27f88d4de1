'use client'

import Link from '@/components/ui/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'

import { wrapTab } from '@/components/ui/dialog'
import type { NavItem } from '@/lib/content/types'

/**
 * A native modal <dialog> (focus kept inside, page inert, Escape closes). The invoker commands open it without
 * JavaScript where browsers have them; the footer repeats the menu for the others.
 */
export function MobileMenu({ items, quoteLabel }: { items: NavItem[]; quoteLabel: string }) {
  const pathname = usePathname()
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()

  // A navigation (a link in the menu, back/forward) closes it.
  useEffect(() => {
    const menu = dialog.current
    return () => {
      if (menu?.open) menu.close()
    }
  }, [pathname])

  const open = () => {
    // Where the invoker command already opened it, this is a no-op.
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }
  const close = () => dialog.current?.close()
  // Unknown to React's DOM types: passed through to the element as written.
  const invoke = (command: 'show-modal' | 'close') => ({ commandfor: id, command })

  return (
    <div className="lg:hidden">
      <button
        type="button"
        {...invoke('show-modal')}
        aria-haspopup="dialog"
        onClick={open}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink/20 px-3 text-sm font-semibold sm:px-4"
      >
        Menu
      </button>
      <dialog
        id={id}
        ref={dialog}
        aria-label="Menu"
        onKeyDown={wrapTab}
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex h-18 items-center justify-end px-[clamp(1rem,4vw,2.5rem)]">
          <button
            type="button"
            {...invoke('close')}
            onClick={close}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink/20 px-4 text-sm font-semibold"
          >
            Close
          </button>
        </div>
        <nav aria-label="Main menu">
          <ul className="flex flex-col px-6 pb-8">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={close}
                  aria-current={pathname === item.href ? 'page' : undefined}
                  className="block py-3 text-lg font-medium"
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="pt-3">
              <Link
                href="/new-project"
                onClick={close}
                className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-white"
              >
                {quoteLabel}
              </Link>
            </li>
          </ul>
        </nav>
      </dialog>
    </div>
  )
}
