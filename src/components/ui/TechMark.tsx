import * as icons from 'simple-icons'

import { Wordmark } from './Wordmark'

/** Whether simple-icons has a mark for this slug (served from /icons/{slug}.svg). */
function hasIcon(slug: string | null | undefined): slug is string {
  if (!slug) return false
  const key = `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`
  return Boolean((icons as unknown as Record<string, { path?: string } | undefined>)[key]?.path)
}

/** A technology's mark from the simple-icons package, or a wordmark when it has none. */
export function TechMark({ name, slug }: { name: string; slug: string | null | undefined }) {
  if (!hasIcon(slug)) return <Wordmark name={name} className="h-8 w-auto text-ink" />
  return (
    <span className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- a 24 px static SVG: next/image adds nothing */}
      <img src={`/icons/${slug}.svg`} alt="" width={28} height={28} loading="lazy" decoding="async" className="h-7 w-7 shrink-0" />
      <span className="text-sm font-semibold text-ink">{name}</span>
    </span>
  )
}
