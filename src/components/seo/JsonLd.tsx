import { jsonLd } from '@/lib/seo/structured-data'

/** Structured data for search engines; inert data, not script. */
export function JsonLd({ items }: { items: Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(items) }} />
}
