import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import type { Preview } from './index'
import { cms } from './payload'

/**
 * Draft mode AND a valid CMS session: a copied or outlived draft-mode cookie alone gets the published page.
 * Outside draft mode it reads no request data, so pages stay static for visitors.
 */
export const previewing = cache(async (): Promise<Preview | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined
  const { user } = await (await cms()).auth({ headers: await headers() })
  return user ? { user } : undefined
})
