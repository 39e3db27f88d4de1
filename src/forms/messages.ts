/**
 * The words of a form's field errors, shared by the server's schema (schema.ts) and the
 * browser's check before sending (components/forms/validity.ts), so a visitor reads the same
 * message whichever side caught the mistake.
 */
export const FIELD_MESSAGES = {
  required: (label: string) => `Please fill in ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: 'Please enter a valid e-mail address.',
  url: 'Please enter a full web address, starting with https://.',
  tel: 'Please enter a phone number (digits, spaces, + - ( ) only).',
} as const

/** The summary's heading above a form's field errors (and the server's message for them). */
export const CORRECT_FIELDS = 'Please correct the highlighted fields.'
