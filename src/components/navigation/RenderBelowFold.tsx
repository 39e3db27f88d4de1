'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from './idle'

/** What globals.css renders lazily until this component marks it `data-rendered`. */
export const BELOW_FOLD_SELECTOR = 'main > section + section:not([data-rendered]), footer:not([data-rendered])'

/**
 * Later sections start with `content-visibility: auto` so the first paint skips them; rendered for good once the
 * page is up, one per idle period, because axe misreads unpainted text (dequelabs/axe-core#2768) and anchors and
 * the scroll bar would shift.
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
