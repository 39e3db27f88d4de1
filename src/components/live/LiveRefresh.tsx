'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { whenIdle } from '@/components/navigation/idle'

import { follow } from './connection'

/**
 * Refreshes the page in place (the router's refresh: scroll position and form input kept)
 * when a published change names one of `tags`, the cache tags of what it shows
 * (src/lib/live/page-tags.ts). The tab's one socket (connection.ts) opens once the browser
 * is first idle after hydration, itself after the first paint (src/lib/http/after-paint.ts).
 */
export function LiveRefresh({ tags }: { tags: readonly string[] }) {
  const router = useRouter()
  const key = tags.join(' ')
  useEffect(() => {
    let stop: (() => void) | null = null
    const cancel = whenIdle(() => {
      stop = follow({ tags: key.split(' '), refresh: () => router.refresh() })
    }, 2_000)
    return () => {
      cancel()
      stop?.()
    }
  }, [key, router])
  return null
}
