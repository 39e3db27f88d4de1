import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'

export type MediaRef = Media | number | string | null | undefined

/**
 * Payload's URLs carry SERVER_URL's origin: next/image takes this site's files by path, a public media
 * address (S3_MEDIA_PUBLIC_URL) whole. The version makes a replaced picture a new address for every cache.
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
  sizes: string
  className?: string
  /** Only a picture in the first screen that may be its largest paint loads eagerly. */
  eager?: boolean
  /** Empty for a decorative picture that repeats text beside it. */
  alt?: string
}

export function MediaImage({ media, sizes, className = '', eager = false, alt }: Props) {
  const picture = pictureOf(media)
  if (!picture) return null
  const focus = picture.focalX != null && picture.focalY != null ? `${picture.focalX}% ${picture.focalY}%` : undefined
  // getImageProps, not <Image>: the same <img> (srcset, sizes, lazy), and no image component in the page's scripts.
  const { props } = getImageProps({
    src: picture.url,
    alt: alt ?? picture.alt,
    width: picture.width,
    height: picture.height,
    sizes,
    loading: eager ? 'eager' : 'lazy',
    className,
    style: focus ? { objectPosition: focus } : undefined,
  })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props are next/image's, alt included
  return <img {...props} />
}
