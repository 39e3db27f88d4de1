import { z } from 'zod'

import { LEAD_FORMS, META_FIELDS, type FieldDef, type LeadKind } from './definitions'

/**
 * The server-side validation of each form, built from the same declarations that render
 * it (definitions.ts): the browser enforces the same rules through the HTML attributes
 * (required, type, maxLength, options), the server through this schema.
 */
function fieldSchema(field: FieldDef): z.ZodType {
  const tooLong = `${field.label} must be at most ${field.maxLength} characters.`
  const required = `Please fill in ${field.label.toLowerCase()}.`
  // A missing value reads "please fill in", a value of the wrong kind names the kind.
  const typeError = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : message)
  const text = z.string({ error: typeError(`${field.label} must be text.`) }).trim().max(field.maxLength, tooLong)
  let schema: z.ZodType
  switch (field.kind) {
    case 'email':
      schema = text.pipe(z.email({ error: 'Please enter a valid e-mail address.' }))
      break
    case 'url':
      schema = text.pipe(z.url({ protocol: /^https?$/, error: 'Please enter a full web address, starting with https://.' }))
      break
    case 'tel':
      schema = text.regex(/^[+()\d\s.-]{7,40}$/, 'Please enter a phone number (digits, spaces, + - ( ) only).')
      break
    case 'select':
      schema = z.enum(field.options as [string, ...string[]], { error: typeError(`Please choose one of the options for ${field.label.toLowerCase()}.`) })
      break
    case 'checkboxes':
      schema = z
        .array(z.string().trim().min(1).max(field.maxLength, tooLong), { error: typeError(`${field.label} must be a list of choices.`) })
        .max(field.options?.length ?? 20, `Too many choices for ${field.label.toLowerCase()}.`)
      if (field.options) schema = (schema as z.ZodArray<z.ZodString>).refine((v) => v.every((o) => field.options!.includes(o)), `Please choose from the listed options for ${field.label.toLowerCase()}.`)
      break
    default:
      schema = text
  }
  if (field.required) {
    if (field.kind === 'checkboxes') return (schema as z.ZodArray).min(1, required)
    return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema)
  }
  // Empty optional fields are simply absent.
  return z.preprocess((v) => (v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v), schema.optional())
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const meta = {
  [META_FIELDS.page]: z.preprocess(blankToUndefined, z.string().max(300).regex(/^\/[^\s]*$/, 'page must be a path').optional()),
  [META_FIELDS.honeypot]: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  [META_FIELDS.renderedAt]: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().optional()),
  [META_FIELDS.captcha]: z.preprocess(blankToUndefined, z.string().max(4000).optional()),
}

const cache = new Map<LeadKind, z.ZodType>()

/** A strict schema: unknown fields are an error, not silently dropped. */
export function submissionSchema(kind: LeadKind) {
  let schema = cache.get(kind)
  if (!schema) {
    const shape = Object.fromEntries(LEAD_FORMS[kind].fields.map((f) => [f.name, fieldSchema(f)]))
    schema = z.strictObject({ ...shape, ...meta }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) })
    cache.set(kind, schema)
  }
  return schema as z.ZodType<Record<string, unknown> & { page?: string; nickname?: string; renderedAt?: number }>
}

export type FieldErrors = Record<string, string>

export function validateSubmission(kind: LeadKind, input: unknown): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = submissionSchema(kind).safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.code === 'unrecognized_keys' ? '_form' : String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
