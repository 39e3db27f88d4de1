/**
 * A post's body is simple HTML; its pictures live in a list of uploads beside it, so they get the site's image sizes
 * and the media deletion guard. "[picture N]" in the body (on a line of its own) places the Nth of them there.
 */
const MARKER = /(?:<p>\s*)?\[picture\s+(\d{1,3})\](?:\s*<\/p>)?/gi

export type BodyPart = { kind: 'html'; html: string } | { kind: 'picture'; index: number }

/** The picture numbers the body names, in order (1-based, as editors count). */
export function markersOf(body: string | null | undefined): number[] {
  return body ? [...body.matchAll(MARKER)].map((match) => Number(match[1])) : []
}

/**
 * The body cut at its markers: HTML between them, a picture (0-based index) for each marker naming one of `count`
 * pictures, and the pictures no marker placed after the text, in their order. A marker naming none is left out
 * (publishing refuses it; a draft may still hold one).
 */
export function splitBody(body: string | null | undefined, count: number): BodyPart[] {
  const parts: BodyPart[] = []
  const placed = new Set<number>()
  let from = 0
  for (const match of (body ?? '').matchAll(MARKER)) {
    const html = body!.slice(from, match.index)
    if (html.trim()) parts.push({ kind: 'html', html })
    from = match.index + match[0].length
    const index = Number(match[1]) - 1
    if (index >= 0 && index < count) {
      parts.push({ kind: 'picture', index })
      placed.add(index)
    }
  }
  const rest = (body ?? '').slice(from)
  if (rest.trim()) parts.push({ kind: 'html', html: rest })
  for (let index = 0; index < count; index++) if (!placed.has(index)) parts.push({ kind: 'picture', index })
  return parts
}

/** Why a body's markers cannot be published with `count` pictures, or null when every marker names one. */
export function markerProblem(body: string | null | undefined, count: number): string | null {
  const unknown = [...new Set(markersOf(body).filter((n) => n < 1 || n > count))]
  if (unknown.length === 0) return null
  const named = unknown.map((n) => `[picture ${n}]`).join(', ')
  const has = count === 0 ? 'this post has none' : `this post has ${count === 1 ? 'one' : count}`
  return `${named} ${unknown.length === 1 ? 'names' : 'name'} no picture: ${has} under "Pictures in the body". Add the picture there, or change the number.`
}
