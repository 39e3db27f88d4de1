import Link from '@/components/ui/Link'

import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

/** A service's slug is its service page. */
export type ServicesProps = {
  heading: SectionHead
  tone: Tone
  services: Pick<PageContent, 'id' | 'title' | 'slug' | 'shortDescription'>[]
}

export function Services({ heading, tone, services }: ServicesProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${wideGrid(services.length, 3)}`}>
        {services.map((item) => (
          <li
            key={item.id}
            className="group relative flex flex-col rounded-2xl border border-ink/10 bg-white p-5 transition-shadow hover:shadow-lg md:p-6"
          >
            <span className="mb-3 h-1.5 w-10 rounded-full bg-accent md:mb-5" aria-hidden="true" />
            <h3 className="text-h3 font-semibold">
              {item.slug ? (
                <Link href={`/${item.slug}`} className="after:absolute after:inset-0 group-hover:text-accent-strong">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            {/* The whole card is the link; on a phone two lines, and the service's page says the rest. */}
            <Html
              html={item.shortDescription}
              className="prose mt-2 line-clamp-2 flex-1 text-ink-muted md:mt-3 md:line-clamp-none"
            />
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
