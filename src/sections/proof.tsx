import type { ReactNode } from 'react'

import Link from '@/components/ui/Link'
import { MediaImage, pictureOf, type MediaRef } from '@/components/ui/MediaImage'

/** Where a logo or badge comes from: a page content's slug, an outside address or a page of this site. */
export function sourceOf(slug: string | null | undefined): { href: string; external: boolean } | null {
  if (!slug) return null
  if (/^https?:\/\//.test(slug)) return { href: slug, external: true }
  return /^[a-z0-9_-]+$/.test(slug) ? { href: `/${slug}`, external: false } : null
}

/** Without a picture, the fallback (a drawn wordmark) stands in. */
type ProofMarkProps = { picture: MediaRef; source: ReturnType<typeof sourceOf>; fallback: ReactNode; className: string }

export function ProofMark({ picture, source, fallback, className }: ProofMarkProps) {
  const mark = pictureOf(picture) ? <MediaImage media={picture} sizes="240px" className={className} /> : fallback
  if (!source) return mark
  return source.external ? (
    <a
      href={source.href}
      rel="noopener noreferrer"
      className="inline-block rounded focus-visible:outline-2"
      data-proof-link
    >
      {mark}
    </a>
  ) : (
    <Link href={source.href} className="inline-block rounded focus-visible:outline-2" data-proof-link>
      {mark}
    </Link>
  )
}
