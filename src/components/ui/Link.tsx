import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/** The site's links: Next.js's viewport prefetch is off; IdlePrefetch does it when idle, sparing save-data. */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
