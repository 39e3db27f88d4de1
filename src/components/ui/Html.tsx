import { linkContacts } from '@/lib/contact-links'
import { sanitize } from '@/lib/html'

/**
 * Renders CMS rich text after sanitizing it (see src/lib/html.ts); its phone numbers and e-mail addresses become links.
 */
export function Html({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = linkContacts(sanitize(html))
  if (!clean) return null
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: clean }} />
}
