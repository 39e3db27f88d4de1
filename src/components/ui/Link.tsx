'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { usePrefetchAllowed } from '@/components/navigation/prefetch'

/**
 * The site's links: next/link, whose own prefetch (links in the viewport, then on hover)
 * waits until the browser is idle and stays off on save-data or 2g (components/navigation/prefetch).
 */
export default function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={usePrefetchAllowed() ? prefetch : false} />
}
