import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { PageContent } from '@/payload-types'

export type ProseProps = { id: string; text: Pick<PageContent, 'title' | 'shortDescription' | 'description'> | null }

export function Prose({ id, text }: ProseProps) {
  if (!text) return null
  return (
    <section className="bg-white py-10 md:py-14" aria-labelledby={text.title ? `${id}-title` : undefined}>
      <Container>
        <div className="max-w-3xl">
          {text.title ? (
            <h2 id={`${id}-title`} className="text-h2 font-semibold tracking-tight">
              {text.title}
            </h2>
          ) : null}
          <Html html={text.shortDescription} className="prose mt-4 text-lg text-ink-muted" />
          <Html html={text.description} className="prose mt-4" />
        </div>
      </Container>
    </section>
  )
}
