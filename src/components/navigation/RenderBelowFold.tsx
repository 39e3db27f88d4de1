'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from './idle'

/** What globals.css renders lazily until this component marks it `data-rendered`. */
export const BELOW_FOLD_SELECTOR = 'main > section + section:not([data-rendered]), footer:not([data-rendered])'

/**
 * Every section after a page's first, and the footer, start with `content-visibility: auto`
 * (globals.css), so the first paint does not wait for their style and layout. Once the page
 * is up, this renders them for good, one per idle period so that no task grows long. From
 * then on the page behaves as if they had never been deferred: axe reads their colours
 * (it misreads text that is not painted, dequelabs/axe-core#2768), in-page anchors land
 * where they should, and the scroll bar no longer changes length. Without JavaScript they
 * simply render as they come near the viewport.
 */
export function RenderBelowFold() {
  const pathname = usePathname()

  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>(BELOW_FOLD_SELECTOR)]
    const next = () => {
      pending.shift()?.setAttribute('data-rendered', '')
      if (pending.length) cancel = whenIdle(next)
      else document.documentElement.setAttribute('data-below-fold-rendered', '')
    }
    document.documentElement.removeAttribute('data-below-fold-rendered')
    let cancel = whenIdle(next)
    return () => cancel()
  }, [pathname])

  return null
}
