/**
 * A post's body as simple HTML, with its pictures in a list of uploads beside it: "[picture N]" (on a line of its own)
 * places the Nth of them there. The form src/lib/post-body/from-html.ts turns into the editor's document.
 */
const MARKER = /(?:<p>\s*)?\[picture\s+(\d{1,3})\](?:\s*<\/p>)?/gi

export type BodyPart = { kind: 'html'; html: string } | { kind: 'picture'; index: number }

/**
 * The body cut at its markers: HTML between them, a picture (0-based index) for each marker naming one of `count`
 * pictures, and the pictures no marker placed after the text, in their order. A marker naming none is left out
 * (it showed nothing).
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
