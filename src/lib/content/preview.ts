import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import type { Preview } from './index'
import { cms } from './payload'

/**
 * The preview of the request, if any: Next.js's draft mode is on (src/app/api/preview) AND the
 * request carries a valid CMS session. The draft-mode cookie alone shows nothing: a copied or
 * outlived cookie without a signed-in editor gets the published page.
 *
 * Outside draft mode this reads no request data, so pages stay static for visitors. Once per
 * request (React's cache): the page and the preview bar ask the same question.
 */
export const previewing = cache(async (): Promise<Preview | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined
  const { user } = await (await cms()).auth({ headers: await headers() })
  return user ? { user } : undefined
})
