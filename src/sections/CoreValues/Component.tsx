import { Html } from '@/components/ui/Html'
import type { SectionProps } from '../shared'

export function CoreValues({ section }: SectionProps) {
  return (
    <section className="bg-ink py-16 text-white md:py-20" aria-labelledby={section.title ? `${section.key}-title` : undefined}>
      <div className="mx-auto w-full max-w-[1200px] px-[clamp(1rem,4vw,2.5rem)]">
        {section.title ? <h2 id={`${section.key}-title`} className="text-h2 font-semibold tracking-tight">{section.title}</h2> : null}
        <Html html={section.description} className="mt-4 max-w-3xl text-lg text-white/80" />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item) => (
            <li key={item.id} className="border-l-2 border-gold pl-5">
              <h3 className="text-h3 font-semibold">{item.title}</h3>
              <Html html={item.shortDescription ?? item.description} className="prose mt-3 text-white/80 [&_a]:text-gold" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
