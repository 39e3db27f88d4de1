'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useEffectEvent, useRef } from 'react'

import { CONSENT_EVENTS, readConsent } from './consent'

type DataLayer = Record<string, unknown>[]
declare global {
  interface Window {
    dataLayer?: DataLayer
  }
}

export function describeRoute(path: string): { name: string; type: string } {
  const [first, second] = path.split('?')[0].split('/').filter(Boolean)
  if (!first) return { name: 'home', type: 'home' }
  if (first === 'blog') return second ? { name: 'blog-post', type: 'article' } : { name: 'blog', type: 'listing' }
  if (first === 'job') return { name: 'job', type: 'job' }
  if (first === 'category') return { name: `category-${second ?? ''}`, type: 'listing' }
  return { name: first, type: 'page' }
}

/** Loaded only with a container id configured and the visitor's consent. */
export function Analytics({ containerId }: { containerId: string }) {
  const pathname = usePathname()
  const search = useSearchParams()
  const started = useRef(false)
  const lastPushed = useRef<string | null>(null)
  const fullPath = `${pathname}${search.size ? `?${search.toString()}` : ''}`

  // An effect event: reads the current path without making the effects below depend on it.
  const pushPageView = useEffectEvent(() => {
    if (!started.current || lastPushed.current === fullPath) return
    lastPushed.current = fullPath
    const { name, type } = describeRoute(fullPath)
    ;(window.dataLayer ??= []).push({ event: 'page_view', page_path: fullPath, route_name: name, page_type: type })
  })

  useEffect(() => {
    const start = () => {
      if (started.current || readConsent() !== 'accepted') return
      started.current = true
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      const script = document.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
      // In the visitor's browser, where the server's logger is not: its console is the place.
      script.onerror = () => console.warn('Google Analytics has probably been blocked')
      document.head.appendChild(script)
      pushPageView()
    }
    window.addEventListener(CONSENT_EVENTS.accept, start)
    start()
    return () => window.removeEventListener(CONSENT_EVENTS.accept, start)
  }, [containerId])

  useEffect(() => pushPageView(), [fullPath])

  return null
}
