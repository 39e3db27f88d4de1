import { Html } from '@/components/ui/Html'
import { telHref } from '@/lib/contact-links'
import type { PageContent, SiteSetting } from '@/payload-types'
import type { SectionHead, Tone } from '../define'
import { SectionFrame } from '../shared'

export type AddressProps = {
  heading: SectionHead
  tone: Tone
  offices: Pick<PageContent, 'id' | 'title' | 'description'>[]
  locations: NonNullable<SiteSetting['locations']>
}

export function Address({ heading, tone, offices, locations }: AddressProps) {
  return (
    <SectionFrame heading={heading} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {offices.map((item) => (
          <div key={item.id} className="rounded-2xl border border-ink/10 bg-white p-6 md:col-span-2 lg:col-span-1">
            <h3 className="text-h3 font-semibold">{item.title}</h3>
            <Html html={item.description} className="prose mt-3 not-italic text-ink-muted" />
          </div>
        ))}
        {locations.map((l) => (
          <div key={l.city} className="rounded-2xl border border-ink/10 bg-white p-6">
            <h3 className="text-h3 font-semibold">{l.city}</h3>
            <p className="mt-3 text-ink-muted">
              {l.street}
              <br />
              {l.city}
              {l.region ? `, ${l.region}` : ''} {l.postalCode}
              {l.phone ? (
                <>
                  <br />
                  <a className="underline-offset-2 hover:underline" href={telHref(l.phone)}>
                    {l.phone}
                  </a>
                </>
              ) : null}
            </p>
          </div>
        ))}
      </div>
    </SectionFrame>
  )
}
