import type { Settings } from '@/lib/content/types'

/** What a project costs, where a buyer decides (Site settings → Price guide; shown on pages that ask for it). */
export function PriceGuide({ settings, tone }: { settings: Settings; tone: 'band' | 'card' }) {
  const guide = settings.priceGuide
  const ranges = guide?.ranges ?? []
  if (!guide || (!guide.sprintPrice && ranges.length === 0)) return null
  const band = tone === 'band'
  // In the closing band it sits under the band's heading; in the form's aside, beside the other h2 cards.
  const Heading = band ? 'h3' : 'h2'
  return (
    <section
      aria-labelledby="price-guide-title"
      data-price-guide=""
      className={band ? 'rounded-2xl border border-white/40 p-5 md:p-6' : 'rounded-2xl bg-white p-6'}
    >
      <Heading id="price-guide-title" className={band ? 'text-lg font-semibold' : 'text-h3 font-semibold'}>
        What projects cost
      </Heading>
      {guide.sprintPrice ? (
        <p className={band ? 'mt-2 text-white' : 'mt-2 text-ink-muted'}>{guide.sprintPrice}</p>
      ) : null}
      {ranges.length ? (
        <dl className={`mt-4 grid gap-x-8 ${band ? 'md:grid-cols-2' : ''}`}>
          {ranges.map((r) => (
            <div
              key={r.id ?? r.label}
              className={`flex items-baseline justify-between gap-4 border-b py-2 ${band ? 'border-white/30' : 'border-sand'}`}
            >
              <dt>{r.label}</dt>
              <dd className="shrink-0 text-right font-semibold">{r.range}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {guide.note ? (
        <p className={band ? 'mt-3 text-sm text-white' : 'mt-3 text-sm text-ink-muted'}>{guide.note}</p>
      ) : null}
    </section>
  )
}
