import { hash } from '@/lib/hash'

/** Inline SVG from a seed (the page slug): no request, decorative. */
export function Illustration({ seed, className = '' }: { seed: string; className?: string }) {
  const h = hash(seed)
  const pick = (shift: number, mod: number) => (h >>> shift) % mod
  const circles = [0, 1, 2].map((i) => ({
    cx: 80 + pick(i * 5, 240),
    cy: 60 + pick(i * 7 + 3, 200),
    r: 28 + pick(i * 3 + 1, 70),
  }))
  const bars = [0, 1, 2, 3].map((i) => ({ x: 40 + i * 84, h: 50 + pick(i * 4 + 2, 140) }))
  const id = `g${h.toString(36)}`
  return (
    <svg viewBox="0 0 400 320" role="presentation" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.9" />
          <stop offset="1" stopColor="var(--color-ink)" stopOpacity="0.95" />
        </linearGradient>
        <pattern id={`${id}p`} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="var(--color-ink)" strokeOpacity="0.08" />
        </pattern>
      </defs>
      <rect width="400" height="320" rx="24" fill="var(--color-sand)" />
      <rect width="400" height="320" rx="24" fill={`url(#${id}p)`} />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={300 - b.h} width="44" height={b.h} rx="6" fill="var(--color-ink)" opacity="0.12" />
      ))}
      {circles.map((c, i) => (
        <circle
          key={i}
          cx={c.cx}
          cy={c.cy}
          r={c.r}
          fill={i === 0 ? `url(#${id})` : 'none'}
          stroke="var(--color-ink)"
          strokeOpacity={i === 0 ? 0 : 0.35}
          strokeWidth="2"
        />
      ))}
      <path
        d={`M20 ${240 - pick(9, 80)} C 140 ${120 + pick(11, 60)}, 260 ${260 - pick(13, 90)}, 380 ${90 + pick(15, 60)}`}
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}
