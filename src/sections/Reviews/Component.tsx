import { Avatar } from '@/components/ui/Avatar'
import { Html } from '@/components/ui/Html'
import { toPlainText } from '@/lib/html'
import { SectionFrame, type SectionProps } from '../shared'

/** Review quotes; a review's slug is its external link (SPEC.md section 3). */
export function Reviews({ section, tone }: SectionProps) {
  return (
    <SectionFrame section={section} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-ink/10 bg-white p-6">
              <blockquote className="flex-1">
                <Html html={item.description} className="prose text-ink" />
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Avatar name={item.title ?? ''} />
                <span className="text-sm">
                  <span className="block font-semibold">{item.title}</span>
                  <span className="block text-ink-muted">{toPlainText(item.shortDescription)}</span>
                  {item.slug && /^https?:\/\//.test(item.slug) ? (
                    <a href={item.slug} rel="noopener noreferrer" className="mt-1 inline-block font-semibold text-accent-strong underline">
                      Read the full review<span className="sr-only"> by {item.title}</span>
                    </a>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
