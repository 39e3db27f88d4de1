'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The dashboard's figures are drawn on the server: when its tab is shown again, they are drawn again. */
export function RefreshOnShow() {
  const router = useRouter()
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') router.refresh()
    }
    document.addEventListener('visibilitychange', onShow)
    return () => document.removeEventListener('visibilitychange', onShow)
  }, [router])
  return null
}
