import type { Settings } from '@/lib/content/types'

/** Where the six steps of a project are told (the Works section of /services). */
export const PROCESS_HREF = '/services#section-Works-title'

/** What a project costs, where a buyer decides (Site settings → Price guide; shown on pages that ask for it). */
export function PriceGuide({ settings, tone }: { settings: Settings; tone: 'band' | 'card' }) {
  const guide = settings.priceGuide
  const ranges = guide?.ranges ?? []
  if (!guide || (!guide.sprintPrice && ranges.length === 0)) return null
  const band = tone === 'band'
  // In the closing band it sits under the band's heading; in the form's aside, beside the other h2 cards.
  const Heading = band ? 'h3' : 'h2'
  // On a phone the band's guide is set small: it closes long pages that must stay within their phone budget.
  return (
    <section
      aria-labelledby="price-guide-title"
      data-price-guide=""
      className={band ? 'rounded-2xl border border-white/40 p-4 md:p-6' : 'rounded-2xl bg-white p-6'}
    >
      <Heading id="price-guide-title" className={band ? 'font-semibold md:text-lg' : 'text-h3 font-semibold'}>
        What projects cost
      </Heading>
      {guide.sprintPrice ? (
        <p className={band ? 'mt-1 text-sm text-white md:mt-2 md:text-base' : 'mt-2 text-ink-muted'}>
          {guide.sprintPrice}
        </p>
      ) : null}
      {/* The process is said once, on /services; every other page with prices links to it. */}
      <p className={band ? 'mt-1 text-sm md:text-base' : 'mt-2 text-sm'}>
        <a
          href={PROCESS_HREF}
          className={`font-semibold underline underline-offset-4 ${band ? 'text-white' : 'text-accent-strong'}`}
        >
          How a sprint runs, step by step
        </a>
      </p>
      {ranges.length ? (
        <dl className={band ? 'mt-3 grid gap-x-8 text-sm md:mt-4 md:grid-cols-2 md:text-base' : 'mt-4'}>
          {ranges.map((r) => (
            <div
              key={r.id ?? r.label}
              className={`flex items-baseline justify-between gap-4 border-b ${band ? 'border-white/30 py-1.5 md:py-2' : 'border-sand py-2'}`}
            >
              <dt>{r.label}</dt>
              <dd className="shrink-0 text-right font-semibold">{r.range}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {guide.note ? (
        <p className={band ? 'mt-3 hidden text-sm text-white md:block' : 'mt-3 text-sm text-ink-muted'}>{guide.note}</p>
      ) : null}
    </section>
  )
}
