import Image from 'next/image'

import type { Media } from '@/payload-types'

/** An upload field's value: the Media document when populated, its id when not. */
export type MediaRef = Media | number | string | null | undefined

/**
 * The populated picture with what next/image needs (its address and intrinsic size), or null.
 * Payload's URLs carry SERVER_URL's origin; next/image takes this site's files by path, and a public
 * media address (S3_MEDIA_PUBLIC_URL, allowed in next.config's remotePatterns) whole. The version
 * (the document's last change) makes a replaced picture a new address for every cache on the way.
 */
export function pictureOf(ref: MediaRef): (Media & { url: string; width: number; height: number }) | null {
  if (!ref || typeof ref !== 'object') return null
  const { url, width, height } = ref
  if (!url || !width || !height) return null
  const changed = Date.parse(ref.updatedAt)
  const version = Number.isNaN(changed) ? '' : `?v=${changed.toString(36)}`
  const address = new URL(url, 'http://site.invalid')
  if (address.pathname.startsWith('/api/media/file/'))
    return { ...ref, url: `${address.pathname}${version}`, width, height }
  if (/^https?:$/.test(address.protocol) && address.hostname !== 'site.invalid')
    return { ...ref, url: `${url}${version}`, width, height }
  return null
}

type Props = {
  media: MediaRef
  /** Which width the picture takes at each screen size, for the browser to pick a file. */
  sizes: string
  className?: string
  /** Off-screen by default: lazy. Only a picture in the first screen that may be its largest paint loads eagerly. */
  eager?: boolean
  /** Empty for a decorative picture that repeats text beside it; the Media alt text otherwise. */
  alt?: string
}

/**
 * A Media picture through next/image: AVIF or WebP at the width the screen needs, its width
 * and height set so nothing shifts when it arrives, cut around the editor's focal point.
 */
export function MediaImage({ media, sizes, className = '', eager = false, alt }: Props) {
  const picture = pictureOf(media)
  if (!picture) return null
  const focus = picture.focalX != null && picture.focalY != null ? `${picture.focalX}% ${picture.focalY}%` : undefined
  return (
    <Image
      src={picture.url}
      alt={alt ?? picture.alt}
      width={picture.width}
      height={picture.height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
      style={focus ? { objectPosition: focus } : undefined}
    />
  )
}
