import config from '@payload-config'
import { getPayload } from 'payload'

import { confirmPrivacyRequest } from '@/privacy/confirm'

/** The link in a privacy request's confirmation e-mail (src/privacy/confirm.ts). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return confirmPrivacyRequest(await getPayload({ config }), request)
}

export async function POST(request: Request) {
  return confirmPrivacyRequest(await getPayload({ config }), request)
}
