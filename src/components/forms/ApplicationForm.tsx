'use client'

import { useState, type FormEvent, type SyntheticEvent } from 'react'

import { APPLICATION, APPLICATION_TARGET_FIELD, CV_MISSING, applicationForm } from '@/forms/application'
import { META_FIELDS } from '@/forms/fields'
import { CORRECT_FIELDS } from '@/forms/messages'
import { formAnswer } from './answer'
import { Captcha, type CaptchaConfig } from './Captcha'
import { ErrorSummary } from './ErrorSummary'
import { Field, fixedErrors, input, revealConfirmation, summaryItems, useFormRefs } from './LeadForm'
import { fieldErrors } from './validity'

type State = {
  phase: 'idle' | 'sending' | 'success' | 'error'
  message?: string
  errors?: Record<string, string>
  progress?: number
  fixing?: boolean
}

const MAX_MB = APPLICATION.file.maxBytes / 1024 / 1024

/**
 * Works without JavaScript (multipart post; success redirects, errors come back as a page). With it the form is sent
 * by XMLHttpRequest, which reports upload progress (fetch cannot); the size check only saves a doomed long upload.
 */
export function ApplicationForm({
  position,
  page,
  captcha,
  requiresPortfolio = false,
}: {
  position: string
  page: string
  captcha?: CaptchaConfig
  requiresPortfolio?: boolean
}) {
  const { fields } = applicationForm(requiresPortfolio)
  const [state, setState] = useState<State>({ phase: 'idle' })
  const { renderedAt, formRef, summaryRef } = useFormRefs(state)
  const file = APPLICATION.file
  const fileId = `application-${file.name}`

  const onFix = (event: SyntheticEvent<HTMLFormElement>) => {
    const fixed = fixedErrors(state, event.currentTarget, event.target, fields)
    if (fixed) setState(fixed.summary ? { ...state, errors: fixed.errors, fixing: true } : { phase: 'idle' })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const chosen = data.get(file.name)
    const invalid = fieldErrors(form, fields)
    if (!(chosen instanceof File) || chosen.size === 0) invalid[file.name] = CV_MISSING
    else if (chosen.size > file.maxBytes)
      invalid[file.name] = `Your CV is larger than ${MAX_MB} MB. Please send a smaller file.`
    if (Object.keys(invalid).length) {
      setState({ phase: 'error', message: CORRECT_FIELDS, errors: invalid })
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', form.action)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setState({ phase: 'sending', progress: Math.round((e.loaded / e.total) * 100) })
    }
    xhr.onload = () => {
      const result = formAnswer(xhr.response)
      if (xhr.status === 200 && result.ok) {
        form.reset()
        setState({ phase: 'success', message: result.message })
        return
      }
      setState({
        phase: 'error',
        message: result.message ?? `Sorry, something went wrong (${xhr.status}). Please try again.`,
        errors: result.errors,
      })
    }
    xhr.onerror = () =>
      setState({ phase: 'error', message: 'We could not reach the server. Check your connection and try again.' })
    setState({ phase: 'sending', progress: 0 })
    xhr.send(data)
  }

  if (state.phase === 'success') {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={revealConfirmation}
        className="rounded-2xl bg-white p-8 text-lg font-semibold shadow-sm"
        data-form-state="success"
      >
        {state.message}
      </div>
    )
  }

  const errors = state.errors ?? {}
  const fileError = errors[file.name]
  const describedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : ''].filter(Boolean).join(' ')
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/forms/application"
      encType="multipart/form-data"
      onSubmit={submit}
      onInput={onFix}
      onBlur={onFix}
      data-form="application"
      data-form-state={state.phase}
      aria-busy={state.phase === 'sending'}
      className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2 md:p-8"
    >
      <input type="hidden" name={META_FIELDS.page} value={page} />
      <input ref={renderedAt} type="hidden" name={META_FIELDS.renderedAt} defaultValue="" />
      <input type="hidden" name={APPLICATION_TARGET_FIELD} value={position} />
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
          id="application-errors"
          message={`${state.message ?? CORRECT_FIELDS}${errors._form ? ` ${errors._form}` : ''}`}
          items={[
            ...summaryItems(fields, 'application', errors),
            ...(fileError ? [{ id: fileId, label: file.label, message: fileError }] : []),
          ]}
        />
      ) : null}
      {fields.map((field) => (
        <Field key={field.name} field={field} idPrefix="application" error={errors[field.name]} compact={false} />
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={fileId} className="text-sm font-semibold">
          {file.label}
          <span aria-hidden="true" className="text-accent-strong">
            {' '}
            *
          </span>
        </label>
        <input
          id={fileId}
          name={file.name}
          type="file"
          required
          accept={file.accept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy}
          className={`${input} ${fileError ? 'border-accent-strong' : 'border-ink/30'} file:mr-4 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold`}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-ink-muted">
          {file.hint}
        </p>
        {fileError ? (
          <p id={`${fileId}-error`} className="mt-1 text-sm font-semibold text-accent-strong">
            {fileError}
          </p>
        ) : null}
      </div>
      {captcha ? <Captcha config={captcha} /> : null}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          disabled={state.phase === 'sending'}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-7 text-sm font-semibold tracking-wide text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {state.phase === 'sending' ? 'Sending…' : APPLICATION.submitLabel}
        </button>
        {state.phase === 'sending' ? (
          <span className="flex items-center gap-3 text-sm text-ink-muted">
            <progress
              max={100}
              value={state.progress ?? 0}
              aria-label="Upload progress"
              className="h-2 w-40 accent-[var(--color-accent)]"
            />
            <span aria-live="polite">{`Uploading ${Math.floor((state.progress ?? 0) / 25) * 25} %`}</span>
          </span>
        ) : null}
      </div>
    </form>
  )
}
