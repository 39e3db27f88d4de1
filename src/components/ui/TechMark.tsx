import * as icons from 'simple-icons'

import { Wordmark } from './Wordmark'

type Icon = { title: string; path: string }

/** A technology's mark from the simple-icons package; a wordmark when the package has none. */
function findIcon(slug: string | null | undefined): Icon | null {
  if (!slug) return null
  const key = `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`
  const icon = (icons as unknown as Record<string, Icon | undefined>)[key]
  return icon?.path ? icon : null
}

export function TechMark({ name, slug }: { name: string; slug: string | null | undefined }) {
  const icon = findIcon(slug)
  if (!icon) return <Wordmark name={name} className="h-8 w-auto text-ink" />
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 24 24" className="h-7 w-7 shrink-0 fill-current text-ink" aria-hidden="true" focusable="false">
        <path d={icon.path} />
      </svg>
      <span className="text-sm font-semibold text-ink">{name}</span>
    </span>
  )
}
