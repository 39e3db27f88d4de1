import { sanitize } from '@/lib/html'

/** Renders CMS rich text after sanitizing it (see src/lib/html.ts). */
export function Html({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitize(html)
  if (!clean) return null
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: clean }} />
}
