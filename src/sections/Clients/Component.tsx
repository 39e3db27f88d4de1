import { Wordmark } from '@/components/ui/Wordmark'
import { toPlainText } from '@/lib/html'
import { SectionFrame, type SectionProps } from '../shared'

/** A logo wall of clients as monochrome wordmarks, with their industry. */
export function Clients({ section, tone }: SectionProps) {
  return (
    <SectionFrame section={section} tone={tone}>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4">
        {section.items.map((item) => (
          <li key={item.id} className="flex flex-col items-start justify-center gap-2 rounded-2xl border border-ink/10 bg-white px-5 py-6">
            <Wordmark name={item.title ?? ''} className="h-8 w-auto max-w-full text-ink" />
            {item.shortDescription ? <span className="text-xs text-ink-muted">{toPlainText(item.shortDescription)}</span> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
