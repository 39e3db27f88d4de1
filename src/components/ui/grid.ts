/** Whole class names, so Tailwind finds them in this file. */
const LG_COLUMNS = [
  '',
  'lg:grid-cols-1',
  'lg:grid-cols-2',
  'lg:grid-cols-3',
  'lg:grid-cols-4',
  'lg:grid-cols-5',
  'lg:grid-cols-6',
] as const

/**
 * How many columns a grid of `count` items takes on a wide screen (1024 px and up), up to
 * `max`: a number that divides the items when one does, otherwise the one whose last row is
 * fullest, so no row ends with one card alone (docs/design.md, "Full rows"). Only where no
 * number up to `max` avoids a lone card (7 in at most 3) does it go wider, up to 6.
 */
export function wideColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1)
  const fill = (columns: number) => {
    const rest = count % columns
    return rest === 0 ? 1 : rest === 1 ? 0 : rest / columns
  }
  const fullest = (candidates: number[]) =>
    candidates.reduce((best, c) => (fill(c) > fill(best) ? c : best), candidates[0])
  const narrower = fullest(Array.from({ length: Math.max(max - 1, 1) }, (_, i) => max - i))
  if (fill(narrower) > 0 || max >= 6) return narrower
  return fullest(Array.from({ length: 6 - max }, (_, i) => max + 1 + i))
}

/** The `lg:grid-cols-N` class for a grid of `count` items with at most `max` columns (max 6). */
export const wideGrid = (count: number, max: number) => LG_COLUMNS[Math.min(wideColumns(count, Math.min(max, 6)), 6)]
