/**
 * An award badge: the drawing for its year as a static SVG file (src/app/badges), the
 * title, issuer and year as its text alternative.
 */
export function AwardBadge({ title, issuer, year, size = 'md' }: { title: string; issuer: string; year: number; size?: 'sm' | 'md' }) {
  const px = size === 'sm' ? 64 : 96
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small static SVG: next/image adds nothing
    <img src={`/badges/${year}.svg`} alt={`${title}, ${issuer} ${year}`} width={px} height={px} loading="lazy" decoding="async" className={`${size === 'sm' ? 'h-16 w-16' : 'h-24 w-24'} shrink-0`} />
  )
}
