import { LEAD_FORMS, META_FIELDS, type FormDef, type LeadKind } from './definitions'
import { CORRECT_FIELDS } from './messages'
import type { FieldErrors } from './schema'

/**
 * The one boundary where a visitor's form body becomes values. It refuses, with a 4xx a person understands: bytes
 * that are not UTF-8, ill-formed Unicode, a name sent twice, names the form lacks (prototype keys included), files.
 */

export type Parsed =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 415; message: string; errors?: FieldErrors }

const fail = (message: string, errors?: FieldErrors, status: 400 | 415 = 400): Parsed => ({
  ok: false,
  status,
  message,
  errors,
})

const NOT_TEXT = 'The form contains bytes that are not valid text (UTF-8). Please retype it and send it again.'

function knownNames(def: FormDef, extra: readonly string[] = []): Set<string> {
  return new Set([...def.fields.map((f) => f.name), ...Object.values(META_FIELDS), ...extra])
}

function listNames(def: FormDef): Set<string> {
  return new Set(def.fields.filter((f) => f.kind === 'checkboxes').map((f) => f.name))
}

/** Checkbox lists are the only names a browser may send more than once. */
function collect(kind: LeadKind, pairs: Iterable<[string, unknown]>): Parsed {
  return collectFields(LEAD_FORMS[kind], pairs)
}

/** Also for the application form's text fields; `extra` names are accepted once each. */
export function collectFields(def: FormDef, pairs: Iterable<[string, unknown]>, extra: readonly string[] = []): Parsed {
  const known = knownNames(def, extra)
  const lists = listNames(def)
  // A map: a field called __proto__ or constructor is just a name here.
  const out = new Map<string, unknown>()
  const unknown: string[] = []
  const repeated: string[] = []
  for (const [name, value] of pairs) {
    if (!known.has(name)) {
      if (!unknown.includes(name)) unknown.push(name)
      continue
    }
    if (lists.has(name)) {
      const list = out.get(name)
      const items: unknown[] = Array.isArray(value) ? value : [value]
      out.set(name, Array.isArray(list) ? list.concat(items) : items)
      continue
    }
    if (out.has(name)) {
      if (!repeated.includes(name)) repeated.push(name)
      continue
    }
    out.set(name, value)
  }
  const printable = (n: string) => (/^[\x20-\x7e]{1,60}$/.test(n) ? n : JSON.stringify(n.slice(0, 60)))
  if (unknown.length)
    return fail(CORRECT_FIELDS, {
      _form: `Unknown field: ${unknown.map(printable).join(', ')}.`,
    })
  if (repeated.length) {
    return fail(
      CORRECT_FIELDS,
      Object.fromEntries(repeated.map((n) => [n, `${labelOf(def, n)} was sent more than once; send it once.`])),
    )
  }
  return { ok: true, value: Object.fromEntries(out) }
}

function labelOf(def: FormDef, name: string): string {
  return def.fields.find((f) => f.name === name)?.label ?? name
}

/**
 * URLSearchParams would turn bytes that are not UTF-8 into U+FFFD and keep one of a repeated name. Hand-written
 * because no maintained parser refuses instead of repairing.
 */
function urlencodedPairs(text: string): [string, string][] | null {
  const pairs: [string, string][] = []
  for (const part of text.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const [rawName, rawValue] = eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
    try {
      pairs.push([decodeURIComponent(rawName.replace(/\+/g, ' ')), decodeURIComponent(rawValue.replace(/\+/g, ' '))])
    } catch {
      return null
    }
  }
  return pairs
}

/** JSON.parse keeps the last silently. Hand-written: no maintained parser reports them without a whole syntax tree. */
export function duplicateJsonKeys(text: string): string[] {
  const duplicates: string[] = []
  const stack: { keys: Set<string> | null; expectKey: boolean }[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      let j = i + 1
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      const top = stack.at(-1)
      if (top?.keys && top.expectKey) {
        const key = String(JSON.parse(text.slice(i, j + 1)))
        if (top.keys.has(key)) duplicates.push(key)
        top.keys.add(key)
        top.expectKey = false
      }
      i = j
    } else if (c === '{') stack.push({ keys: new Set(), expectKey: true })
    else if (c === '[') stack.push({ keys: null, expectKey: false })
    else if (c === '}' || c === ']') stack.pop()
    else if (c === ',') {
      const top = stack.at(-1)
      if (top?.keys) top.expectKey = true
    }
  }
  return duplicates
}

/** Checked on the text before JSON.parse and anything recursive runs, so a deep body is a 400, not a stack overflow. */
export const MAX_JSON_DEPTH = 8

/** Brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      i++
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
    } else if (c === '{' || c === '[') {
      if (++depth > max) return true
    } else if (c === '}' || c === ']') depth--
  }
  return false
}

/** No lone surrogates from \ud800 escapes. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed()
  if (Array.isArray(value)) return value.every(wellFormed)
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => k.isWellFormed() && wellFormed(v))
  return true
}

export async function parseFormBody(kind: LeadKind, contentType: string | null, bytes: Uint8Array): Promise<Parsed> {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return fail('Send the form as JSON or as form data.', undefined, 415)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return fail(NOT_TEXT)
  }

  if (type === 'application/json') {
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      return fail(`The request body nests deeper than ${MAX_JSON_DEPTH} levels; a form's fields are flat.`)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return fail('The request body is not valid JSON.')
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail('The request body must be a JSON object.')
    if (!wellFormed(value)) return fail(NOT_TEXT)
    const duplicates = duplicateJsonKeys(text)
    if (duplicates.length) {
      return fail(
        CORRECT_FIELDS,
        Object.fromEntries(
          duplicates.map((n) => [
            knownNames(LEAD_FORMS[kind]).has(n) ? n : '_form',
            `${labelOf(LEAD_FORMS[kind], n)} was sent more than once; send it once.`,
          ]),
        ),
      )
    }
    return collect(kind, Object.entries(value))
  }

  if (type === 'application/x-www-form-urlencoded') {
    const pairs = urlencodedPairs(text)
    if (!pairs || !pairs.every(([n, v]) => n.isWellFormed() && v.isWellFormed())) return fail(NOT_TEXT)
    return collect(kind, pairs)
  }

  let form: FormData
  try {
    // The bytes were checked to be UTF-8 above, so the text is the same body.
    form = await new Response(text, { headers: { 'content-type': contentType! } }).formData()
  } catch {
    return fail('The form data could not be read.')
  }
  const pairs: [string, string][] = []
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') return fail('Files cannot be attached to this form.')
    pairs.push([name, value])
  }
  return collect(kind, pairs)
}
