import { technologyIcon } from '@/lib/icons'
import { Wordmark } from './Wordmark'

export function TechMark({ name, slug }: { name: string; slug: string | null | undefined }) {
  const icon = technologyIcon(slug)
  if (!icon) return <Wordmark name={name} className="h-8 w-auto text-ink" />
  return (
    <span className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- a 24 px static SVG: next/image adds nothing */}
      <img
        src={`/icons/${icon.slug}.svg`}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        decoding="async"
        className="h-7 w-7 shrink-0"
      />
      <span className="text-sm font-semibold text-ink">{name}</span>
    </span>
  )
}
