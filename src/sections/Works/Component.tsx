import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type WorksProps = {
  heading: SectionHead
  tone: Tone
  steps: Pick<PageContent, 'id' | 'title' | 'shortDescription' | 'description'>[]
}

export function Works({ heading, tone, steps }: WorksProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ol className={`relative grid gap-8 md:grid-cols-2 ${wideGrid(steps.length, 3)}`}>
        {steps.map((item, i) => (
          <li key={item.id} className="relative border-t-2 border-ink pt-6">
            <span className="text-sm font-bold text-accent-strong">Step {String(i + 1).padStart(2, '0')}</span>
            <h3 className="mt-2 text-h3 font-semibold">{item.title}</h3>
            <Html html={item.shortDescription} className="prose mt-3 text-ink-muted" />
            <Html html={item.description} className="prose mt-3 text-ink-muted" />
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}
