import { OfficeTime } from './OfficeTime'

/** A time in a staff list, as New York's clock reads it whatever the browser's zone (src/lib/clock.ts). */
export function OfficeTimeCell({ cellData }: { cellData?: unknown }) {
  if (typeof cellData !== 'string' || !cellData) return null
  return <OfficeTime at={cellData} />
}
