import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import type { Settings } from '@/lib/content/types'
import { PriceGuide } from '../PriceGuide/Component'

/** The closing band that leads to the quote request; with `prices`, the price guide stands beside its action. */
export function CallToAction({ settings, prices = false }: { settings: Settings; prices?: boolean }) {
  const cta = settings.callToAction
  if (!cta?.title) return null
  return (
    <section className="bg-accent-strong py-12 text-white md:py-16" aria-labelledby="cta-title">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-h2 font-semibold tracking-tight">
            {cta.title}
          </h2>
          {cta.description ? <p className="mt-3 text-lg text-white/90">{cta.description}</p> : null}
        </div>
        <ButtonLink href="/new-project" variant="inverse">
          {cta.label}
        </ButtonLink>
      </Container>
      {prices ? (
        <Container className="mt-6 md:mt-8">
          <PriceGuide settings={settings} tone="band" />
        </Container>
      ) : null}
    </section>
  )
}
