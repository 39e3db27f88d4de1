const SIZES = { sm: { px: 64, box: 'h-16 w-16' }, md: { px: 96, box: 'h-24 w-24' } } as const

/**
 * An award badge: the drawing for its year as a static SVG file (src/app/badges), the
 * title, issuer and year as its text alternative (the year once: issuers often name it).
 */
export function AwardBadge({ title, issuer, year, size = 'md' }: { title: string; issuer: string; year: number; size?: 'sm' | 'md' }) {
  const { px, box } = SIZES[size]
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small static SVG: next/image adds nothing
    <img src={`/badges/${year}.svg`} alt={`${title}, ${issuer.includes(String(year)) ? issuer : `${issuer} ${year}`}`} width={px} height={px} loading="lazy" decoding="async" className={`${box} shrink-0`} />
  )
}
