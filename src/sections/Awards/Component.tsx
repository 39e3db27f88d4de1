import { Html } from '@/components/ui/Html'
import { ProofMark, sourceOf } from '../proof'
import { SectionFrame } from '../shared'
import type { AwardsProps } from './config'
import { wideGrid } from '@/components/ui/grid'

export function Awards({ heading, tone, awards }: AwardsProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${wideGrid(awards.length, 4)}`}>
        {awards.map((item) => (
          <li key={item.id} className="flex flex-col items-start gap-4 rounded-2xl border border-ink/10 bg-white p-6">
            {item.kind === 'award' ? (
              <ProofMark picture={item.badge} source={sourceOf(item.source)} className="h-24 w-24" fallback={null} />
            ) : null}
            <h3 className="text-h3 font-semibold">{item.title}</h3>
            {item.kind === 'award' ? (
              <p className="text-sm font-semibold text-accent-strong">{item.issuer}</p>
            ) : (
              <Html html={item.shortDescription} className="prose text-sm text-ink-muted" />
            )}
            <Html html={item.description} className="prose text-sm text-ink-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
