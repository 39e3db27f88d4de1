import config from '@payload-config'
import { getPayload } from 'payload'

import { unsubscribe } from '@/newsletter/links'

/** The unsubscribe link of every e-mail to a subscriber, and the RFC 8058 one-click POST (src/newsletter/links.ts). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return unsubscribe(await getPayload({ config }), request)
}

export async function POST(request: Request) {
  return unsubscribe(await getPayload({ config }), request)
}
