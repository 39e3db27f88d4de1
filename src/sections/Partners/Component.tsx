import { Html } from '@/components/ui/Html'
import { Wordmark } from '@/components/ui/Wordmark'
import { SectionFrame, type SectionProps } from '../shared'

export function Partners({ section, tone }: SectionProps) {
  return (
    <SectionFrame section={section} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-ink/10 bg-white p-6">
            <Wordmark name={item.title ?? ''} className="h-8 w-auto max-w-full text-ink" />
            <Html html={item.shortDescription} className="prose mt-3 text-sm text-ink-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
