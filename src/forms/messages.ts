/** Shared by the server's schema and the browser's check, so a visitor reads the same words either way. */
export const FIELD_MESSAGES = {
  required: (label: string) => `Please fill in ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: 'Please enter a valid e-mail address.',
  url: 'Please enter a full web address, starting with https://.',
  tel: 'Please enter a phone number (digits, spaces, + - ( ) only).',
} as const

export const CORRECT_FIELDS = 'Please correct the highlighted fields.'
