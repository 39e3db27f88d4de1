import type { FieldDef, FileFieldDef } from '@/forms/definitions'
import type { FieldErrors } from '@/forms/schema'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export type RefusedForm = {
  action: string
  fields: readonly FieldDef[]
  /** A browser never sends a file back, so it is chosen again. */
  file?: FileFieldDef
  values: FormData
  /** Hidden fields to send again as they came (the page, the position applied for). */
  hidden: Record<string, string>
}

const fieldId = (name: string) => `field-${name}`

function describedBy(field: { name: string; hint?: string }, error?: string): string {
  const ids = [field.hint ? `${fieldId(field.name)}-hint` : '', error ? `${fieldId(field.name)}-error` : ''].filter(
    Boolean,
  )
  return ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''
}

function control(field: FieldDef, values: FormData, error?: string): string {
  const id = fieldId(field.name)
  const invalid = error ? ' aria-invalid="true"' : ''
  const required = field.required ? ' required' : ''
  const value = (name: string) => {
    const v = values.get(name)
    return typeof v === 'string' ? v : ''
  }
  const mark = field.required ? ' <span aria-hidden="true">*</span>' : ' <span class="muted">(optional)</span>'
  const hint = field.hint ? `<p id="${id}-hint" class="muted">${escape(field.hint)}</p>` : ''
  const message = error ? `<p id="${id}-error" class="error">${escape(error)}</p>` : ''
  if (field.kind === 'checkboxes') {
    const chosen = values.getAll(field.name).filter((v): v is string => typeof v === 'string')
    // Options from content arrive as posted: what was ticked is kept, and can be unticked.
    const options = field.options?.length ? field.options : chosen
    const boxes = options
      .map(
        (o, i) =>
          `<label class="box"><input type="checkbox"${i === 0 ? ` id="${id}"` : ''} name="${escape(field.name)}" value="${escape(o)}"${chosen.includes(o) ? ' checked' : ''}> ${escape(o)}</label>`,
      )
      .join('')
    return `<fieldset${invalid}${describedBy(field, error)}><legend>${escape(field.label)}${mark}</legend>${boxes}${hint}${message}</fieldset>`
  }
  const common = `id="${id}" name="${escape(field.name)}"${required}${invalid}${describedBy(field, error)}${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ''}`
  let input: string
  if (field.kind === 'textarea')
    input = `<textarea ${common} rows="6" maxlength="${field.maxLength}">${escape(value(field.name))}</textarea>`
  else if (field.kind === 'select') {
    const current = value(field.name)
    const options = (field.options ?? [])
      .map((o) => `<option value="${escape(o)}"${o === current ? ' selected' : ''}>${escape(o)}</option>`)
      .join('')
    input = `<select ${common}><option value=""${field.required ? ' disabled' : ''}${current ? '' : ' selected'}>Choose one</option>${options}</select>`
  } else
    input = `<input ${common} type="${field.kind}" maxlength="${field.maxLength}" value="${escape(value(field.name))}">`
  return `<div class="field"><label for="${id}">${escape(field.label)}${mark}</label>${input}${hint}${message}</div>`
}

/** For a browser without JavaScript: the summary links to each field; messages sit beside their fields. */
export function formHtml(form: RefusedForm, message: string, errors: FieldErrors): string {
  const items = form.fields
    .filter((f) => errors[f.name])
    .map((f) => ({ id: fieldId(f.name), text: `${f.label}: ${errors[f.name]}` }))
  if (form.file && errors[form.file.name])
    items.push({ id: fieldId(form.file.name), text: `${form.file.label}: ${errors[form.file.name]}` })
  const general = errors._form ? ` ${escape(errors._form)}` : ''
  const summary = `<div class="summary" role="alert" tabindex="-1" id="error-summary"><p><strong>${escape(message)}${general}</strong></p>${
    items.length ? `<ul>${items.map((i) => `<li><a href="#${i.id}">${escape(i.text)}</a></li>`).join('')}</ul>` : ''
  }</div>`
  const hidden = Object.entries(form.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  const file = form.file
    ? (() => {
        const error = errors[form.file.name]
        const hint = `${form.file.hint} A browser does not keep a chosen file: please choose it again.`
        const f = { name: form.file.name, hint }
        return `<div class="field"><label for="${fieldId(f.name)}">${escape(form.file.label)} <span aria-hidden="true">*</span></label><input id="${fieldId(f.name)}" name="${escape(f.name)}" type="file" required accept="${escape(form.file.accept)}"${error ? ' aria-invalid="true"' : ''}${describedBy(f, error)}><p id="${fieldId(f.name)}-hint" class="muted">${escape(hint)}</p>${error ? `<p id="${fieldId(f.name)}-error" class="error">${escape(error)}</p>` : ''}</div>`
      })()
    : ''
  const enctype = form.file ? ' enctype="multipart/form-data"' : ''
  return `${summary}<form method="post" action="${escape(form.action)}"${enctype}>${hidden}${form.fields.map((f) => control(f, form.values, errors[f.name])).join('')}${file}<p><button type="submit">Send again</button></p></form>`
}
