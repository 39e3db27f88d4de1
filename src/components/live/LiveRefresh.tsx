'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from '@/components/navigation/idle'
import { onNavigationEnd, onNavigationStart } from '@/components/navigation/transitions'

import { follow } from './connection'

/**
 * Refreshes the page in place (the router's refresh: scroll position and form input kept)
 * when a published change names one of `tags`, the cache tags of what it shows
 * (src/publish/live/page-tags.ts). The tab's one socket (connection.ts) opens once the browser
 * is first idle after hydration, itself after the first paint (src/lib/http/after-paint.ts).
 */
export function LiveRefresh({ tags }: { tags: readonly string[] }) {
  const router = useRouter()
  const key = tags.join(' ')
  useEffect(() => {
    let stop: (() => void) | null = null
    // Once the visitor moves on, the next page is drawn afresh: a refresh of this one meanwhile would make the router
    // fetch the address being left (after a redirect, Next.js then loads the next page in full).
    let leaving = false
    const stopStart = onNavigationStart(() => (leaving = true))
    // A move that kept this page (another query, a failed navigation) leaves it followed again.
    const stopEnd = onNavigationEnd(() => (leaving = false))
    const cancel = whenIdle(() => {
      stop = follow({ tags: key.split(' '), refresh: () => (leaving ? undefined : router.refresh()) })
    }, 2_000)
    return () => {
      cancel()
      stopStart()
      stopEnd()
      stop?.()
    }
  }, [key, router])
  return null
}
