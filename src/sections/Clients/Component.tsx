import { Wordmark } from '@/components/ui/Wordmark'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { ProofMark, sourceOf } from '../proof'
import { SectionFrame } from '../shared'

export type ClientsProps = {
  heading: SectionHead
  tone: Tone
  clients: {
    id: string
    name: string
    industry: string | null
    logo: PageContent['thumbnail']
    source: string | null
  }[]
}

export function Clients({ heading, tone, clients }: ClientsProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className={`grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4 ${wideGrid(clients.length, 4)}`}>
        {clients.map((client) => (
          <li
            key={client.id}
            className="flex flex-col items-start justify-center gap-2 rounded-2xl border border-ink/10 bg-white px-5 py-6"
          >
            <ProofMark
              picture={client.logo}
              source={sourceOf(client.source)}
              className="h-10 w-auto max-w-full"
              fallback={<Wordmark name={client.name} className="h-8 w-auto max-w-full text-ink" />}
            />
            {client.industry !== null ? <span className="text-xs text-ink-muted">{client.industry}</span> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
