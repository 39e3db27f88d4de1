/**
 * Shared by the server's schema and the browser's check, so a visitor reads the same words either way. Each is read
 * beside its field and after the field's label in the summary ("E-mail: Check the e-mail address..."), so it need not
 * repeat the label.
 */
type Missing = { kind?: string; missing?: string }

const MISSING_BY_KIND: Record<string, string> = {
  email: 'Enter your e-mail address.',
  url: 'Enter a web address, starting with https://.',
  tel: 'Enter a phone number.',
  select: 'Choose one of the options.',
  checkboxes: 'Tick at least one.',
  textarea: 'Write a line or two here.',
}

export const FIELD_MESSAGES = {
  required: (field: Missing) => field.missing ?? MISSING_BY_KIND[field.kind ?? ''] ?? 'Fill in this field.',
  tooLong: (max: number) => `Shorten this to ${max.toLocaleString('en-US')} characters or fewer.`,
  // No sample address: one shown as text would read as a contact, and a real domain is someone's.
  email: 'Check the e-mail address: it needs a name, an @ and a domain.',
  url: 'Enter the full web address, starting with https://.',
  tel: 'Enter a phone number with digits, spaces and + - ( ) only.',
} as const

/** The phone rule, checked alike by the browser (validity.ts) and the server (schema.ts). */
export const PHONE_PATTERN = /^[+()\d\s.-]{7,40}$/

export const CORRECT_FIELDS = 'Nothing was sent yet. Fix the fields below, then send again.'
