import type { FieldDef } from '@/forms/fields'
import { FIELD_MESSAGES, PHONE_PATTERN } from '@/forms/messages'

/**
 * Worded as the server words it, and as strict where a visitor can tell (a web address must be http or https), so a
 * field the server refused clears only once it would pass; the server checks everything again with the full schema.
 */
export function fieldErrors(form: HTMLFormElement, fields: readonly FieldDef[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const controls = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${field.name}"]`),
    ]
    if (field.kind === 'checkboxes') {
      if (field.required && !controls.some((c) => c instanceof HTMLInputElement && c.checked))
        errors[field.name] = FIELD_MESSAGES.required(field)
      continue
    }
    const control = controls[0]
    if (!control) continue
    const { validity } = control
    const value = control.value.trim()
    if (validity.valueMissing || (field.required && value === '')) errors[field.name] = FIELD_MESSAGES.required(field)
    else if (validity.tooLong || control.value.length > field.maxLength)
      errors[field.name] = FIELD_MESSAGES.tooLong(field.maxLength)
    else if (validity.typeMismatch && field.kind === 'email') errors[field.name] = FIELD_MESSAGES.email
    else if (field.kind === 'url' && value !== '' && (validity.typeMismatch || !/^https?:\/\//i.test(value)))
      errors[field.name] = FIELD_MESSAGES.url
    else if (field.kind === 'tel' && value !== '' && !PHONE_PATTERN.test(value)) errors[field.name] = FIELD_MESSAGES.tel
  }
  return errors
}
