import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import { FORMS, type FieldDef } from '@/forms/definitions'
import type { PageForm } from '@/content-model'

const input =
  'mt-2 block w-full rounded-lg border border-ink/30 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'

function Field({ field, options }: { field: FieldDef; options: readonly string[] }) {
  const id = `field-${field.name}`
  const hintId = field.hint ? `${id}-hint` : undefined
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true" className="text-accent-strong"> *</span> : <span className="font-normal text-ink-muted"> (optional)</span>}
    </>
  )
  if (field.kind === 'checkboxes') {
    return (
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">{label}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {options.map((o) => (
            <label key={o} className="flex min-h-11 items-center gap-3 rounded-lg border border-ink/15 px-4 py-2 text-sm">
              <input type="checkbox" name={field.name} value={o} className="h-5 w-5 accent-[var(--color-accent)]" />
              {o}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }
  const common = { id, name: field.name, required: field.required, 'aria-describedby': hintId, autoComplete: field.autoComplete }
  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={field.maxLength} className={input} />
      ) : field.kind === 'select' ? (
        <select {...common} className={input} defaultValue="">
          <option value="" disabled={field.required}>
            Choose one
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} maxLength={field.maxLength} className={input} />
      )}
      {field.hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {field.hint}
        </p>
      ) : null}
    </div>
  )
}

/** The form a page carries (Page.form), under the page's form heading. */
export function FormSection({ kind, title, description, serviceOptions }: { kind: PageForm; title?: string | null; description?: string | null; serviceOptions: string[] }) {
  const form = FORMS[kind]
  return (
    <section className="bg-sand py-16 md:py-20" aria-labelledby="form-title">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 id="form-title" className="text-h2 font-semibold tracking-tight">{title ?? form.submitLabel}</h2>
          <Html html={description} className="prose mt-4 text-lg text-ink-muted" />
          <p className="mt-4 text-sm text-ink-muted">Fields marked * are required.</p>
        </div>
        <form method="post" action={`/api/forms/${kind}`} className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2 md:p-8" data-form={kind}>
          {form.fields.map((field) => (
            <Field key={field.name} field={field} options={field.optionsFrom === 'services' ? serviceOptions : (field.options ?? [])} />
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-accent px-7 text-sm font-semibold tracking-wide text-white hover:bg-accent-strong">
              {form.submitLabel}
            </button>
          </div>
        </form>
      </Container>
    </section>
  )
}
