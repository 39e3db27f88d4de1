'use client'

import type { Client } from 'graphql-ws/client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { z } from 'zod'

import { officeTime } from '@/lib/clock'
import { reconnectWait } from '@/publish/live/backoff'

const LEADS = 'subscription { leadReceived { id kind name createdAt } }'
const lead = z.object({
  leadReceived: z.object({ id: z.string(), kind: z.string(), name: z.string().nullable(), createdAt: z.string() }),
})

/**
 * The dashboard's figures follow leads as they arrive: `leadReceived` on the site's socket
 * (src/publish/live/socket.ts), signed in by the CMS's own session cookie, which the browser sends
 * with the upgrade. Each lead is said in a status line and the figures are drawn again.
 */
export function LeadsLive() {
  const router = useRouter()
  const [said, setSaid] = useState('')
  useEffect(() => {
    let client: Client | null = null
    let stopped = false
    void import('graphql-ws/client').then(({ createClient }) => {
      if (stopped) return
      const url = new URL('/api/graphql', location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      client = createClient({
        url: url.toString(),
        lazy: false,
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        retryWait: reconnectWait,
      })
      client.subscribe(
        { query: LEADS },
        {
          next: (message) => {
            const parsed = lead.safeParse(message.data)
            if (!parsed.success) return
            const { kind, name, createdAt } = parsed.data.leadReceived
            setSaid(`New ${kind} lead${name ? ` from ${name}` : ''} at ${officeTime(createdAt)} New York time.`)
            router.refresh()
          },
          error: () => undefined,
          complete: () => undefined,
        },
      )
    })
    return () => {
      stopped = true
      void client?.dispose()
    }
  }, [router])
  return (
    <p role="status" className="ng-live" data-testid="lead-received">
      {said}
    </p>
  )
}
