import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

const isFieldError = (e: unknown): e is FieldError =>
  !!e &&
  typeof e === 'object' &&
  'path' in e &&
  typeof e.path === 'string' &&
  'message' in e &&
  typeof e.message === 'string'

const fieldErrorsOf = (error: Error): { data: { errors: FieldError[] }; status: number } | null => {
  const status = 'status' in error ? error.status : undefined
  const data = 'data' in error ? error.data : undefined
  if (status !== 400 || !data || typeof data !== 'object' || !('errors' in data)) return null
  const errors: unknown = data.errors
  return Array.isArray(errors) && errors.every(isFieldError) ? { data: { ...data, errors }, status } : null
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
