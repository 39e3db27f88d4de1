import { Html } from '@/components/ui/Html'
import { Wordmark } from '@/components/ui/Wordmark'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { ProofMark, sourceOf } from '../proof'
import { SectionFrame } from '../shared'

export type PartnersProps = {
  heading: SectionHead
  tone: Tone
  partners: {
    id: string
    name: string
    shortDescription: PageContent['shortDescription']
    badge: PageContent['thumbnail']
    source: string | null
  }[]
}

export function Partners({ heading, tone, partners }: PartnersProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${wideGrid(partners.length, 3)}`}>
        {partners.map((partner) => (
          <li key={partner.id} className="rounded-2xl border border-ink/10 bg-white p-6">
            <ProofMark
              picture={partner.badge}
              source={sourceOf(partner.source)}
              className="h-12 w-auto max-w-full"
              fallback={<Wordmark name={partner.name} className="h-8 w-auto max-w-full text-ink" />}
            />
            <Html html={partner.shortDescription} className="prose mt-3 text-sm text-ink-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
