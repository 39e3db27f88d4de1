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

/** No row ends with one card alone where a column count up to `max` allows it (docs/design.md, "Full rows"). */
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

export const wideGrid = (count: number, max: number) => LG_COLUMNS[Math.min(wideColumns(count, Math.min(max, 6)), 6)]
