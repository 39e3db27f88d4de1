'use client'

import { useField, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'

import { OFFICE_TIME_ZONE } from '@/staff/lead-views'

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

/**
 * A lead's delivery in the sidebar (a UI field): the runner's bookkeeping (status, attempts, last error, time, the
 * automated look) folded into the one line that says what happened, those fields kept in the database but not drawn.
 * A failed send offers "Send again" (the runner's "retry", saved with the form).
 */
export function DeliverySummary() {
  const status = useFormFields(([fields]) => fields.deliveryStatus?.value)
  const attempts = useFormFields(([fields]) => fields.deliveryAttempts?.value)
  const error = useFormFields(([fields]) => fields.lastDeliveryError?.value)
  const deliveredAt = useFormFields(([fields]) => fields.deliveredAt?.value)
  const trapped = useFormFields(([fields]) => fields.trapped?.value)
  const { setValue } = useField<string>({ path: 'deliveryStatus' })
  const { submit } = useForm()
  const processing = useFormProcessing()
  return (
    <div className="field-type ng-delivery">
      <p className="ng-delivery__label">Staff e-mail</p>
      <p className="ng-delivery__text" data-testid="delivery-summary">
        {deliverySentence({ status, attempts, error, deliveredAt, trapped })}
      </p>
      {status === 'failed' ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={processing}
          onClick={() => {
            setValue('retry')
            void submit({ overrides: { deliveryStatus: 'retry' } })
          }}
        >
          Send again
        </button>
      ) : null}
    </div>
  )
}

/** The edit view's component for a delivery field the summary above says in words. */
export function Folded() {
  return null
}
