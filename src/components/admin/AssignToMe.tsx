'use client'

import { useAuth, useField, useForm, useFormProcessing } from '@payloadcms/ui'

/** The owner's id, whichever shape the form holds it in (an id, a populated account, or { relationTo, value }). */
function idOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    if ('value' in value) return idOf(value.value)
    if ('id' in value) return idOf(value.id)
  }
  return ''
}

/** Under a lead's owner: takes the lead in one step (sets the owner to the signed-in person and saves the lead). */
export function AssignToMe({ path = 'owner' }: { path?: string }) {
  const { user } = useAuth()
  const { value, setValue } = useField<unknown>({ path })
  const { submit } = useForm()
  const processing = useFormProcessing()
  if (!user) return null
  if (idOf(value) === String(user.id)) return <p className="ng-muted ng-assign">Assigned to you.</p>
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small ng-assign"
      disabled={processing}
      onClick={() => {
        setValue(user.id)
        // The form's own save, so the page shows the saved lead as any save does.
        void submit({ overrides: { [path]: user.id } })
      }}
    >
      Assign to me
    </button>
  )
}
