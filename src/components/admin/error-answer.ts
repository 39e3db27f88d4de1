/** Payload's error answer: `{ errors: [{ message }] }`. */
export function firstMessage(json: unknown): string | undefined {
  const errors: unknown = typeof json === 'object' && json !== null && 'errors' in json ? json.errors : undefined
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined
  return typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string'
    ? first.message
    : undefined
}
