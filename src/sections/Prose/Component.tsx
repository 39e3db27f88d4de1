import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { PageContent } from '@/payload-types'

export type ProseProps = { id: string; text: Pick<PageContent, 'title' | 'shortDescription' | 'description'> | null }

/** On a wide screen the heading beside its text, so a short block leaves no hole on the right (docs/design.md). */
export function Prose({ id, text }: ProseProps) {
  if (!text) return null
  return (
    <section className="bg-white py-10 md:py-14" aria-labelledby={text.title ? `${id}-title` : undefined}>
      <Container className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-12">
        {text.title ? (
          <h2 id={`${id}-title`} className="text-h2 font-semibold tracking-tight">
            {text.title}
          </h2>
        ) : null}
        <div className={text.title ? '' : 'lg:col-span-2'}>
          <Html html={text.shortDescription} className="prose prose-fill text-lg text-ink-muted" />
          <Html html={text.description} className="prose prose-fill mt-4 first:mt-0" />
        </div>
      </Container>
    </section>
  )
}
