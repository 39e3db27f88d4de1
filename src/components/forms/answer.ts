/** The form endpoints' JSON answer (src/leads/submit.ts, src/careers/submit.ts), read field by field. */
export type FormAnswer = { ok?: boolean; message?: string; errors?: Record<string, string>; redirect?: string }

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string')

/** Whatever is not the answer's shape (no JSON, an HTML error page) reads as an empty answer. */
export function formAnswer(value: unknown): FormAnswer {
  const answer: FormAnswer = {}
  if (typeof value !== 'object' || value === null) return answer
  if ('ok' in value && typeof value.ok === 'boolean') answer.ok = value.ok
  if ('message' in value && typeof value.message === 'string') answer.message = value.message
  if ('errors' in value && isTextRecord(value.errors)) answer.errors = value.errors
  if ('redirect' in value && typeof value.redirect === 'string') answer.redirect = value.redirect
  return answer
}
