import { AwardBadge } from '@/components/ui/AwardBadge'
import { Html } from '@/components/ui/Html'
import { toPlainText } from '@/lib/html'
import { SectionFrame, type SectionProps } from '../shared'

/** Award badges (Awards) and guarantees (Stamps). */
export function Awards({ section, tone }: SectionProps) {
  return (
    <SectionFrame section={section} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => {
          const issuer = toPlainText(item.shortDescription)
          const year = Number(issuer.match(/(19|20)\d{2}/)?.[0] ?? 0)
          return (
            <li key={item.id} className="flex flex-col items-start gap-4 rounded-2xl border border-ink/10 bg-white p-6">
              {item.type === 'Awards' && year ? <AwardBadge title={item.title ?? ''} issuer={issuer} year={year} /> : null}
              <h3 className="text-h3 font-semibold">{item.title}</h3>
              {item.type === 'Awards' ? <p className="text-sm font-semibold text-accent-strong">{issuer}</p> : <Html html={item.shortDescription} className="prose text-sm text-ink-muted" />}
              <Html html={item.description} className="prose text-sm text-ink-muted" />
            </li>
          )
        })}
      </ul>
    </SectionFrame>
  )
}
