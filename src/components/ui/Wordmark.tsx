import { hash } from '@/lib/hash'

export function Wordmark({ name, className = '' }: { name: string; className?: string }) {
  const h = hash(name)
  const shape = h % 4
  // Room for the mark plus about 10.5 px per glyph at 17 px bold; textLength pins the text to it.
  const textWidth = Math.ceil(name.length * 10.2)
  const width = 40 + textWidth
  return (
    <svg viewBox={`0 0 ${width} 40`} role="img" aria-label={name} className={className}>
      <g fill="currentColor">
        {shape === 0 && <circle cx="16" cy="20" r="12" />}
        {shape === 1 && <rect x="4" y="8" width="24" height="24" rx="4" />}
        {shape === 2 && <path d="M16 6 L29 32 H3 Z" />}
        {shape === 3 && <path d="M4 20 a12 12 0 0 1 24 0 v12 h-24 z" />}
        <text
          x="38"
          y="27"
          fontFamily="var(--font-sans), system-ui, sans-serif"
          fontSize="17"
          fontWeight="700"
          textLength={textWidth}
          lengthAdjust="spacingAndGlyphs"
        >
          {name}
        </text>
      </g>
    </svg>
  )
}
