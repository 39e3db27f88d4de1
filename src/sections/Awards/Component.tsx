import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { ProofMark, sourceOf } from '../proof'
import { SectionFrame } from '../shared'

/** The badge is a Media picture; the source (the slug) is where it links. */
type Common = Pick<PageContent, 'id' | 'title' | 'description'> & {
  badge: PageContent['thumbnail']
  source: string | null
}
/** An award names its issuer and year in its short description; a stamp shows its short description as it is. */
export type AwardItem =
  | (Common & { kind: 'award'; issuer: string; year: number | null })
  | (Common & { kind: 'stamp'; shortDescription: PageContent['shortDescription'] })

export type AwardsProps = { heading: SectionHead; tone: Tone; awards: AwardItem[] }

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
