/**
 * The address part proposed from a title: lower case, ASCII letters and digits with single hyphens between them
 * ("Review Draft sr0300" -> "review-draft-sr0300", "Café Déjà Vu" -> "cafe-deja-vu"), cut at a word within `max`.
 * Free of Payload and Next.js: the admin's slug input and the server's hook both use it.
 */
export function slugify(text: string, max = 120): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > max) return slug || word.slice(0, max)
    slug = next
  }
  return slug
}
