import type { FieldDef } from '@/forms/fields'
import { FIELD_MESSAGES } from '@/forms/messages'

/** Worded as the server words it; the server checks everything again with the full schema. */
export function fieldErrors(form: HTMLFormElement, fields: readonly FieldDef[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const controls = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${field.name}"]`),
    ]
    if (field.kind === 'checkboxes') {
      if (field.required && !controls.some((c) => c instanceof HTMLInputElement && c.checked))
        errors[field.name] = FIELD_MESSAGES.required(field.label)
      continue
    }
    const control = controls[0]
    if (!control) continue
    const { validity } = control
    if (validity.valueMissing || (field.required && control.value.trim() === ''))
      errors[field.name] = FIELD_MESSAGES.required(field.label)
    else if (validity.tooLong || control.value.length > field.maxLength)
      errors[field.name] = FIELD_MESSAGES.tooLong(field.label, field.maxLength)
    else if (validity.typeMismatch && field.kind === 'email') errors[field.name] = FIELD_MESSAGES.email
    else if (validity.typeMismatch && field.kind === 'url') errors[field.name] = FIELD_MESSAGES.url
  }
  return errors
}
