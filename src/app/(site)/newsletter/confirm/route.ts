import config from '@payload-config'
import { getPayload } from 'payload'

import { confirmSubscription } from '@/newsletter/links'

/** The link in the newsletter's confirmation e-mail (src/newsletter/links.ts). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return confirmSubscription(await getPayload({ config }), request)
}

export async function POST(request: Request) {
  return confirmSubscription(await getPayload({ config }), request)
}
