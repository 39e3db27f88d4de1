/**
 * The two messages a public page's live socket reads, checked by hand: a validation library would ship its whole
 * runtime to every public page (docs/browser.md). Each parser returns the message, or null for anything else.
 */
export type ContentChange = { sequence: number; tags: string[] }
export type ChangeLog = { oldest: number | null; latest: number; changes: ContentChange[] }

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isSequence = (value: unknown): value is number => Number.isSafeInteger(value)

/** One change: `{ sequence, tags }`, a whole number and a list of strings. */
export function parseChange(value: unknown): ContentChange | null {
  if (!isObject(value) || !isSequence(value.sequence) || !Array.isArray(value.tags)) return null
  const tags: unknown[] = value.tags
  if (!tags.every((tag) => typeof tag === 'string')) return null
  return { sequence: value.sequence, tags }
}

/** The subscription's data: `{ contentChanged: change }`. */
export function parseChangeMessage(data: unknown): ContentChange | null {
  return isObject(data) ? parseChange(data.contentChanged) : null
}

/** GET /api/content-changes's answer: `{ oldest, latest, changes }`; one malformed change refuses the whole log. */
export function parseChangeLog(value: unknown): ChangeLog | null {
  if (!isObject(value) || !isSequence(value.latest) || !Array.isArray(value.changes)) return null
  const { oldest, latest } = value
  if (oldest !== null && !isSequence(oldest)) return null
  const changes: ContentChange[] = []
  const entries: unknown[] = value.changes
  for (const entry of entries) {
    const change = parseChange(entry)
    if (!change) return null
    changes.push(change)
  }
  return { oldest, latest, changes }
}
