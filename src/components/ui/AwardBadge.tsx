/** An award badge drawn in SVG: a ring, the year, and the title in the accessible name. */
export function AwardBadge({ title, issuer, year, size = 'md' }: { title: string; issuer: string; year: number; size?: 'sm' | 'md' }) {
  const px = size === 'sm' ? 'h-16 w-16' : 'h-24 w-24'
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={`${title}, ${issuer} ${year}`} className={`${px} shrink-0`}>
      <circle cx="50" cy="50" r="47" fill="var(--color-ink)" />
      <circle cx="50" cy="50" r="39" fill="none" stroke="var(--color-gold)" strokeWidth="2" strokeDasharray="3 4" />
      <path d="M30 64 q20 12 40 0" fill="none" stroke="var(--color-gold)" strokeWidth="3" strokeLinecap="round" />
      <text x="50" y="47" textAnchor="middle" fill="#fff" fontSize="20" fontWeight="700" fontFamily="var(--font-sans), sans-serif">
        {year}
      </text>
      <text x="50" y="33" textAnchor="middle" fill="var(--color-gold)" fontSize="9" fontWeight="700" letterSpacing="1" fontFamily="var(--font-sans), sans-serif">
        AWARD
      </text>
    </svg>
  )
}
