import { linkContacts } from '@/lib/contact-links'
import { sanitize } from '@/lib/html'

export function Html({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = linkContacts(sanitize(html))
  if (!clean) return null
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: clean }} />
}
