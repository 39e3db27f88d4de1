import { TechMark } from '@/components/ui/TechMark'
import { SectionFrame, type SectionProps } from '../shared'

export function Technologies({ section, tone }: SectionProps) {
  return (
    <SectionFrame section={section} tone={tone}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {section.items.map((item) => (
          <li key={item.id} className="flex min-h-16 items-center rounded-xl border border-ink/10 bg-white px-4 py-3">
            <TechMark name={item.title ?? ''} slug={item.slug} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
