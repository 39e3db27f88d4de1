'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'

import { META_FIELDS, type FieldDef, type LeadKind } from '@/forms/fields'
import { CORRECT_FIELDS } from '@/forms/messages'
import { formAnswer } from './answer'
import { Captcha, type CaptchaConfig } from './Captcha'
import { ErrorSummary, type SummaryItem } from './ErrorSummary'
import { originField } from './origin'
import { revealError } from './reveal'
import { fieldErrors } from './validity'

type State = {
  phase: 'idle' | 'sending' | 'success' | 'error'
  message?: string
  errors?: Record<string, string>
  /** Set when the visitor fixed a field: the errors left change, the focus stays where they type. */
  fixing?: boolean
}

export const input =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'

/**
 * The rendered-at field gets the time the form appeared in the browser (a cached server render cannot know it).
 * With script the browser's bubbles are off (noValidate): errors stay in the page, where a screen reader finds them.
 */
export function useFormRefs(state: { phase: string; errors?: Record<string, string>; fixing?: boolean }) {
  const renderedAt = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (renderedAt.current) renderedAt.current.value = String(Date.now())
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  useEffect(() => {
    if (state.phase !== 'error' || state.fixing) return
    revealError(summaryRef.current)
  }, [state])

  return { renderedAt, formRef, summaryRef }
}

/** Scrolled into view and focused, so it is seen and read out on any screen. */
export const revealConfirmation = (element: HTMLElement | null) => {
  if (!element || document.activeElement === element) return
  element.focus({ preventScroll: true })
  element.scrollIntoView({ block: 'center' })
}

/**
 * The errors left once the field the visitor is in has become valid (checked as a send would check it), or null when
 * nothing changed. With no field error left the summary goes too, unless it says something about the whole form.
 */
export function fixedErrors(
  state: { phase: string; message?: string; errors?: Record<string, string> },
  form: HTMLFormElement,
  target: EventTarget,
  fields: readonly FieldDef[],
): { errors: Record<string, string>; summary: boolean } | null {
  if (state.phase !== 'error' || !state.errors || !(target instanceof Element)) return null
  const name = target.getAttribute('name')
  const field = fields.find((f) => f.name === name)
  if (!field || !state.errors[field.name] || fieldErrors(form, [field])[field.name]) return null
  const errors = Object.fromEntries(Object.entries(state.errors).filter(([key]) => key !== field.name))
  return { errors, summary: Object.keys(errors).length > 0 || state.message !== CORRECT_FIELDS }
}

export function summaryItems(
  fields: readonly FieldDef[],
  idPrefix: string,
  errors: Record<string, string>,
): SummaryItem[] {
  return fields
    .filter((f) => errors[f.name])
    .map((f) => ({ id: `${idPrefix}-${f.name}`, label: f.label, message: errors[f.name] }))
}

/** Posts plain HTML without JavaScript; with it, sends JSON and shows each error beside its field. */
export function LeadForm({
  kind,
  fields,
  submitLabel,
  page,
  onSuccess = 'redirect',
  compact = false,
  placeholder,
  idPrefix = kind,
  onDone,
  captcha,
}: {
  kind: LeadKind
  fields: FieldDef[]
  submitLabel: string
  page: string
  onSuccess?: 'redirect' | 'inline'
  compact?: boolean
  placeholder?: string
  /** Distinguishes two copies of one form on a page (newsletter popup and footer). */
  idPrefix?: string
  onDone?: () => void
  captcha?: CaptchaConfig
}) {
  const router = useRouter()
  const [state, setState] = useState<State>({ phase: 'idle' })
  const { renderedAt, formRef, summaryRef } = useFormRefs(state)

  const onFix = (event: SyntheticEvent<HTMLFormElement>) => {
    const fixed = fixedErrors(state, event.currentTarget, event.target, fields)
    if (fixed) setState(fixed.summary ? { ...state, errors: fixed.errors, fixing: true } : { phase: 'idle' })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const invalid = fieldErrors(form, fields)
    if (Object.keys(invalid).length) {
      setState({ phase: 'error', message: CORRECT_FIELDS, errors: invalid })
      return
    }
    const data = new FormData(form)
    const body: Record<string, unknown> = {}
    for (const f of fields) body[f.name] = f.kind === 'checkboxes' ? data.getAll(f.name) : (data.get(f.name) ?? '')
    for (const name of Object.values(META_FIELDS)) body[name] = data.get(name) ?? ''
    body[META_FIELDS.page] ||= window.location.pathname
    body[META_FIELDS.origin] = originField()
    setState({ phase: 'sending' })
    try {
      const res = await fetch(`/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      })
      const result = formAnswer(await res.json().catch(() => ({})))
      if (res.ok && result.ok) {
        if (onSuccess === 'redirect' && result.redirect) {
          router.push(result.redirect)
          return
        }
        form.reset()
        setState({ phase: 'success', message: result.message })
        onDone?.()
        return
      }
      setState({
        phase: 'error',
        message: result.message ?? `Sorry, something went wrong (${res.status}). Please try again.`,
        errors: result.errors,
      })
    } catch {
      setState({ phase: 'error', message: 'We could not reach the server. Check your connection and try again.' })
    }
  }

  if (state.phase === 'success' && onSuccess === 'inline') {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={revealConfirmation}
        className={
          compact
            ? 'text-base font-semibold focus:outline-none'
            : 'rounded-2xl bg-white p-8 text-lg font-semibold shadow-sm focus:outline-none'
        }
        data-form-state="success"
      >
        {state.message}
      </div>
    )
  }

  const errors = state.errors ?? {}
  return (
    <form
      ref={formRef}
      method="post"
      action={`/api/forms/${kind}`}
      onSubmit={(event) => void submit(event)}
      onInput={onFix}
      onBlur={onFix}
      data-form={kind}
      data-form-state={state.phase}
      aria-busy={state.phase === 'sending'}
      className={
        compact
          ? 'flex flex-wrap items-end gap-3'
          : 'grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2 md:p-8'
      }
    >
      <input type="hidden" name={META_FIELDS.page} value={page} />
      <input ref={renderedAt} type="hidden" name={META_FIELDS.renderedAt} defaultValue="" />
      {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={META_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {state.phase === 'error' ? (
        <ErrorSummary
          summaryRef={summaryRef}
          id={`${idPrefix}-errors`}
          message={`${state.message ?? CORRECT_FIELDS}${errors._form ? ` ${errors._form}` : ''}`}
          items={summaryItems(fields, idPrefix, errors)}
        />
      ) : null}
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          error={errors[field.name]}
          compact={compact}
          placeholder={placeholder}
        />
      ))}
      {captcha ? <Captcha config={captcha} /> : null}
      <div className={compact ? 'shrink-0' : 'sm:col-span-2'}>
        <button
          type="submit"
          disabled={state.phase === 'sending'}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-7 text-sm font-semibold tracking-wide text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {state.phase === 'sending' ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  )
}

export function Field({
  field,
  idPrefix,
  error,
  compact,
  placeholder,
}: {
  field: FieldDef
  idPrefix: string
  error?: string
  compact: boolean
  placeholder?: string
}) {
  const id = `${idPrefix}-${field.name}`
  const describedBy =
    [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const border = error ? 'border-accent-strong' : 'border-ink/30'
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-accent-strong">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-ink-muted"> (optional)</span>
      )}
    </>
  )
  const errorText = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent-strong">
      {error}
    </p>
  ) : null
  if (field.kind === 'checkboxes') {
    return (
      <fieldset className="sm:col-span-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-semibold">{label}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {(field.options ?? []).map((o, i) => (
            <label
              key={o}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-ink/15 px-4 py-2 text-sm"
            >
              {/* The first box carries the field's id: the error summary links to it. */}
              <input
                type="checkbox"
                id={i === 0 ? id : undefined}
                name={field.name}
                value={o}
                className="h-5 w-5 accent-[var(--color-accent)]"
              />
              {o}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    )
  }
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: field.autoComplete,
  }
  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : compact ? 'min-w-0 flex-1 basis-56' : ''}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={field.maxLength} className={`${input} ${border}`} />
      ) : field.kind === 'select' ? (
        <select {...common} className={`${input} ${border}`} defaultValue="">
          <option value="" disabled={field.required}>
            Choose one
          </option>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind}
          maxLength={field.maxLength}
          placeholder={placeholder}
          className={`${input} ${border}`}
        />
      )}
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {field.hint}
        </p>
      ) : null}
      {errorText}
    </div>
  )
}
