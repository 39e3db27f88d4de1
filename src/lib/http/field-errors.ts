import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

const fieldErrorsOf = (error: Error): { data: { errors: FieldError[] }; status: number } | null => {
  const { data, status } = error as Error & { data?: { errors?: unknown }; status?: unknown }
  if (status !== 400 || !data || !Array.isArray(data.errors)) return null
  const valid = data.errors.every(
    (e: unknown) => !!e && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).message === 'string',
  )
  return valid ? { data: data as { errors: FieldError[] }, status } : null
}

/**
 * A refused save answers with each invalid field's path and rule, which /build needs to mark the fields. In the
 * production bundle Payload's formatErrors can meet a ValidationError from another copy of its classes (the handler
 * comes from the config the first module graph built), so `instanceof` fails and only the message is sent: put the
 * fields back, in Payload's own shape.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (graphqlResult || !result) return
  const refused = fieldErrorsOf(error)
  if (!refused || result.errors?.some((e) => 'data' in e && e.data)) return
  return {
    response: { errors: [{ name: 'ValidationError', data: refused.data, message: error.message }] },
    status: refused.status,
  }
}
