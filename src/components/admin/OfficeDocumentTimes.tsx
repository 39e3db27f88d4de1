'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { OfficeTime } from './OfficeTime'

/**
 * A document's Last Modified and Created on New York's clock, in its header's controls. Payload's own pair reads the
 * browser's zone (its header takes no zone), so custom.css hides it where this one stands.
 */
export function OfficeDocumentTimes() {
  const { data } = useDocumentInfo()
  const times = [
    ['Last Modified', data?.updatedAt],
    ['Created', data?.createdAt],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
  if (times.length === 0) return null
  return (
    <ul className="ng-doc-times">
      {times.map(([label, at]) => (
        <li key={label}>
          <span className="ng-doc-times__label">{label}:&nbsp;</span>
          <OfficeTime at={at} zone />
        </li>
      ))}
    </ul>
  )
}
