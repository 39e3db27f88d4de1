import type { Field } from 'payload'
import { toWords } from 'payload/shared'

import { OfficeTime } from './OfficeTime'

type Props = { field: Field; siblingData?: Record<string, unknown> | null }

/**
 * A time the server set (read-only), shown as New York's clock reads it with its zone, where Payload's own read-only
 * picker would show the day alone in the browser's zone; nothing at all while it is empty.
 */
export function OfficeTimeField({ field, siblingData }: Props) {
  if (!('name' in field)) return null
  const value = siblingData?.[field.name]
  if (typeof value !== 'string' || !value) return null
  const label = typeof field.label === 'string' ? field.label : toWords(field.name)
  return (
    <div className="field-type ng-office-time">
      <p className="ng-office-time__label">{label}</p>
      <p>
        <OfficeTime at={value} zone />
      </p>
    </div>
  )
}
