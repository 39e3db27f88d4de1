import { TechMark } from '@/components/ui/TechMark'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type TechnologiesProps = {
  heading: SectionHead
  tone: Tone
  technologies: { id: string; name: string; slug: PageContent['slug'] }[]
}

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
