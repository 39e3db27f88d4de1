import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { PageContent } from '@/payload-types'

export type ProseProps = { id: string; text: Pick<PageContent, 'title' | 'shortDescription' | 'description'> | null }

export function Prose({ id, text }: ProseProps) {
  if (!text) return null
  return (
    <section className="bg-white py-10 md:py-14" aria-labelledby={text.title ? `${id}-title` : undefined}>
      <Container>
        {/* From 1024 px the heading stands beside the text: the row is filled, the lines keep a reading length. */}
        <div className={text.title ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12' : 'max-w-3xl'}>
          {text.title ? (
            <h2 id={`${id}-title`} className="text-h2 font-semibold tracking-tight">
              {text.title}
            </h2>
          ) : null}
          <div className="max-w-3xl lg:[&>:first-child]:mt-0">
            <Html html={text.shortDescription} className="prose mt-4 text-lg text-ink-muted" />
            <Html html={text.description} className="prose mt-4" />
          </div>
        </div>
      </Container>
    </section>
  )
}
