'use client'

import { useField, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'

import { deliverySentence } from '@/staff/delivery-sentence'

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
