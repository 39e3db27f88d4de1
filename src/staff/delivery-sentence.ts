import { OFFICE_TIME_ZONE } from './lead-views'

const when = (iso: unknown): string => {
  const at = typeof iso === 'string' ? new Date(iso) : null
  if (!at || Number.isNaN(at.getTime())) return ''
  return new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
}

/** What happened to the staff e-mail about this row, in one sentence. */
export function deliverySentence(d: {
  status: unknown
  attempts: unknown
  error: unknown
  deliveredAt: unknown
  trapped: unknown
}): string {
  const attempts = typeof d.attempts === 'number' ? d.attempts : 0
  const error = typeof d.error === 'string' && d.error ? d.error : 'no reason given'
  const times = `${attempts} ${attempts === 1 ? 'time' : 'times'}`
  switch (d.status) {
    case 'delivered':
      return `E-mailed ${when(d.deliveredAt)}`.trim()
    case 'no-transport':
      return 'Not e-mailed: no mail transport'
    case 'failed':
      return `Failed ${times}: ${error}`
    case 'retrying':
      return `Not e-mailed yet: failed ${times} (${error}), trying again`
    case 'skipped':
      return d.trapped ? 'Not e-mailed: looks automated (kept as spam)' : 'Not e-mailed: spam'
    case 'retry':
      return 'To be e-mailed again once saved'
    default:
      return 'Waiting to be e-mailed'
  }
}
