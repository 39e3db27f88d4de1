'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'

import { usePrefetchAllowed } from '@/components/navigation/prefetch'

/** next/link, whose prefetch waits until the browser is idle and stays off on save-data or 2g. */
export default function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={usePrefetchAllowed() ? prefetch : false} />
}
