import { officeDateTime } from '@/lib/clock'

/**
 * A time as New York's clock reads it whatever the browser's zone (src/lib/clock.ts), the instant itself in `dateTime`;
 * with " ET" where the view does not say its zone once for all.
 */
export function OfficeTime({ at, zone = false }: { at: string; zone?: boolean }) {
  return <time dateTime={at}>{zone ? `${officeDateTime(at)} ET` : officeDateTime(at)}</time>
}
