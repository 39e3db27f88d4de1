import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { SectionProps } from '../shared'

/** Untyped page contents: a block of long-form text with its own heading. */
export function Prose({ section }: SectionProps) {
  const item = section.items[0]
  if (!item) return null
  return (
    <section className="bg-white py-10 md:py-14" aria-labelledby={item.title ? `${section.key}-title` : undefined}>
      <Container>
        <div className="max-w-3xl">
          {item.title ? <h2 id={`${section.key}-title`} className="text-h2 font-semibold tracking-tight">{item.title}</h2> : null}
          <Html html={item.shortDescription} className="prose mt-4 text-lg text-ink-muted" />
          <Html html={item.description} className="prose mt-4" />
        </div>
      </Container>
    </section>
  )
}
