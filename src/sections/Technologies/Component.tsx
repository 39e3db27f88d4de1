import { TechMark } from '@/components/ui/TechMark'
import { SectionFrame } from '../shared'
import type { TechnologiesProps } from './config'
import { wideGrid } from '@/components/ui/grid'

export function Technologies({ heading, tone, technologies }: TechnologiesProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className={`grid grid-cols-2 gap-4 sm:grid-cols-3 ${wideGrid(technologies.length, 4)}`}>
        {technologies.map((item) => (
          <li key={item.id} className="flex min-h-16 items-center rounded-xl border border-ink/10 bg-white px-4 py-3">
            <TechMark name={item.name} slug={item.slug} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
