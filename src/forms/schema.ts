import { z } from 'zod'

import { LEAD_FORMS, META_FIELDS, type FieldDef, type FormDef, type LeadKind } from './definitions'
import { ORIGIN_MAX } from '@/leads/origin'
import { FIELD_MESSAGES, PHONE_PATTERN } from './messages'

/**
 * A mail header would turn CR/LF into new headers. Everything else, markup, quotes, emoji and direction marks
 * included, is stored exactly as sent and escaped wherever it is shown.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export function plainText(label: string, multiLine: boolean) {
  const forbidden = multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN
  const message = multiLine
    ? `${label} contains a control character (such as NUL or ESC); please send plain text.`
    : `${label} must be plain text on one line (no line breaks, tabs or control characters).`
  return (value: string) => !forbidden.test(value) || message
}

function fieldSchema(field: FieldDef): z.ZodType {
  const tooLong = FIELD_MESSAGES.tooLong(field.maxLength)
  const required = FIELD_MESSAGES.required(field)
  // A missing value reads "please fill in", a value of the wrong kind names the kind.
  const typeError = (message: string) => (issue: { input?: unknown }) =>
    issue.input === undefined ? required : message
  const rule = plainText(field.label, field.kind === 'textarea')
  const checkText = (v: string, ctx: z.RefinementCtx) => {
    const verdict = rule(v)
    if (verdict !== true) ctx.addIssue({ code: 'custom', message: verdict })
  }
  const text = z
    .string({ error: typeError(`${field.label} must be text.`) })
    .superRefine(checkText)
    .trim()
    .max(field.maxLength, tooLong)
  let schema: z.ZodType
  switch (field.kind) {
    case 'email':
      schema = text.pipe(z.email({ error: FIELD_MESSAGES.email }))
      break
    case 'url':
      schema = text.pipe(z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.url }))
      break
    case 'tel':
      schema = text.regex(PHONE_PATTERN, FIELD_MESSAGES.tel)
      break
    case 'select':
      schema = z.enum(field.options ?? [], {
        error: typeError(`Please choose one of the options for ${field.label.toLowerCase()}.`),
      })
      break
    case 'checkboxes': {
      const list = z
        .array(z.string().superRefine(checkText).trim().min(1).max(field.maxLength, tooLong), {
          error: typeError(`${field.label} must be a list of choices.`),
        })
        .max(field.options?.length ?? 20, `Too many choices for ${field.label.toLowerCase()}.`)
      const options = field.options
      const chosen = field.required ? list.min(1, required) : list
      const listed = options
        ? chosen.refine(
            (v) => v.every((o) => options.includes(o)),
            `Please choose from the listed options for ${field.label.toLowerCase()}.`,
          )
        : chosen
      // A required list is checked as sent: an empty one is "please fill in", not absent.
      if (field.required) return listed
      schema = listed
      break
    }
    default:
      schema = text
  }
  if (field.required) {
    return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema)
  }
  // Empty optional fields are simply absent.
  return z.preprocess((v) => (v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v), schema.optional())
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const meta = {
  [META_FIELDS.page]: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(300)
      .regex(/^\/[\x21-\x7e]*$/, 'page must be a path')
      .optional(),
  ),
  [META_FIELDS.honeypot]: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  [META_FIELDS.renderedAt]: z.preprocess(blankToUndefined, z.coerce.number().int().nonnegative().optional()),
  [META_FIELDS.origin]: z.preprocess(blankToUndefined, z.string().max(ORIGIN_MAX.field).optional()),
  [META_FIELDS.captcha]: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(4000)
      .regex(/^[\x21-\x7e]*$/, 'The captcha answer is malformed.')
      .optional(),
  ),
}

const cache = new Map<FormDef, z.ZodType>()

/** Unknown fields are an error, not silently dropped. */
export function formSchema(def: FormDef, extra: Record<string, z.ZodType> = {}) {
  let schema = cache.get(def)
  if (!schema) {
    const shape = Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f)]))
    schema = z.strictObject(
      { ...shape, ...meta, ...extra },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined),
      },
    )
    cache.set(def, schema)
  }
  return schema
}

export const submissionSchema = (kind: LeadKind) => formSchema(LEAD_FORMS[kind])

export type FieldErrors = Record<string, string>

export function validateSubmission(
  kind: LeadKind,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  return validateForm(submissionSchema(kind), input)
}

export function validateForm(
  schema: z.ZodType,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input)
  // The form schemas are objects (strictObject): a copy of the output is its record of fields.
  if (result.success && typeof result.data === 'object' && result.data !== null)
    return { ok: true, data: { ...result.data } }
  if (result.success) return { ok: false, errors: { _form: 'The form could not be read.' } }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.code === 'unrecognized_keys' ? '_form' : String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
