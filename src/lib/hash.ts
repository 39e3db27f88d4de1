/** FNV-1a: generated visuals stay the same for the same name. */
export function hash(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function initials(name: string): string {
  const parts = name
    .replace(/[^\p{L}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase()
}
