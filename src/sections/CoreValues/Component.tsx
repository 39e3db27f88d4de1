import { Html } from '@/components/ui/Html'
import { wideGrid } from '@/components/ui/grid'
import type { PageContent } from '@/payload-types'
import type { SectionHead } from '../define'

/** Always on the dark band, whatever the alternation around it. */
export type CoreValuesProps = {
  heading: SectionHead
  values: { id: string; title: PageContent['title']; text: PageContent['shortDescription'] }[]
}

export function CoreValues({ heading, values }: CoreValuesProps) {
  return (
    <section
      className="bg-ink py-16 text-white md:py-20"
      aria-labelledby={heading.title ? `${heading.id}-title` : undefined}
    >
      <div className="mx-auto w-full max-w-[1200px] px-[clamp(1rem,4vw,2.5rem)]">
        {heading.title ? (
          <h2 id={`${heading.id}-title`} className="text-h2 font-semibold tracking-tight">
            {heading.title}
          </h2>
        ) : null}
        <Html html={heading.description} className="mt-4 max-w-3xl text-lg text-white/80" />
        <ul className={`mt-10 grid gap-8 sm:grid-cols-2 ${wideGrid(values.length, 4)}`}>
          {values.map((item) => (
            <li key={item.id} className="border-l-2 border-gold pl-5">
              <h3 className="text-h3 font-semibold">{item.title}</h3>
              <Html html={item.text} className="prose mt-3 text-white/80 [&_a]:text-gold" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
