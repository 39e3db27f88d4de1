import Link from '@/components/ui/Link'

import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import { Illustration } from '@/components/ui/Illustration'
import { MediaImage, pictureOf } from '@/components/ui/MediaImage'
import type { CaseStudy, Settings } from '@/lib/content/types'
import { CallToAction } from './CallToAction/Component'

const HALF_ROW = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'
const PICTURE = 'mx-auto h-auto max-h-[80vh] w-auto max-w-full rounded-xl border border-ink/10 bg-white shadow-md'

export function CaseStudyDetail({ study, settings }: { study: CaseStudy; settings: Settings }) {
  const client = typeof study.client === 'object' ? study.client : null
  const gallery = (study.images ?? []).filter((item) => pictureOf(item.image))
  return (
    <>
      <article>
        <header className="bg-sand">
          <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <p className="text-sm">
                <Link href="/case-studies" className="mark-arrow-before underline">
                  All case studies
                </Link>
              </p>
              <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-accent-strong">
                {client?.title}
                <span className="mark-dot" />
                {study.industry}
              </p>
              <h1 id="page-title" className="mt-3 text-display font-semibold tracking-tight">
                {study.title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-ink-muted">{study.summary}</p>
            </div>
            {pictureOf(study.thumbnail) ? (
              <MediaImage
                media={study.thumbnail}
                sizes="(min-width: 1024px) 500px, (min-width: 768px) 90vw, 100vw"
                eager
                className="h-auto w-full rounded-2xl shadow-lg"
              />
            ) : (
              <Illustration seed={study.slug} className="hidden h-auto w-full max-w-md justify-self-end md:block" />
            )}
          </Container>
        </header>
        <section aria-labelledby="results-title" className="bg-ink py-12 text-white">
          <Container>
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            <ul className="grid gap-8 sm:grid-cols-3">
              {(study.results ?? []).map((r) => (
                <li key={r.label}>
                  <span className="block text-5xl font-bold tracking-tight text-gold">{r.value}</span>
                  <span className="mt-2 block text-white/85">{r.label}</span>
                </li>
              ))}
            </ul>
          </Container>
        </section>
        {gallery.length > 0 ? (
          <section aria-labelledby="work-title" className="bg-sand py-16">
            <Container>
              <h2 id="work-title" className="text-h2 font-semibold tracking-tight">
                The work
              </h2>
              <ul className="mt-8 grid gap-8 md:grid-cols-2">
                {gallery.map((item, i) => (
                  // The first picture (the desktop view) spans the row; the others share one.
                  <li key={item.id ?? i} className={i === 0 ? 'md:col-span-2' : ''}>
                    <figure>
                      <MediaImage
                        media={item.image}
                        sizes={i === 0 ? '(min-width: 1280px) 1200px, 100vw' : HALF_ROW}
                        className={PICTURE}
                      />
                      <figcaption className="mt-3 text-sm text-ink-muted">{item.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Container>
          </section>
        ) : null}
        <Container className="grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <h2 className="text-h2 font-semibold tracking-tight">The challenge</h2>
            <Html html={study.challenge} className="prose mt-4 text-lg" />
            <h2 className="mt-12 text-h2 font-semibold tracking-tight">What we did</h2>
            <Html html={study.solution} className="prose mt-4 text-lg" />
            {study.quote?.text ? (
              <figure className="mt-12 border-l-4 border-accent pl-6">
                <blockquote className="mark-quoted text-xl font-medium">{study.quote.text}</blockquote>
                <figcaption className="mt-3 text-sm text-ink-muted">
                  {study.quote.name}, {study.quote.role}
                </figcaption>
              </figure>
            ) : null}
          </div>
          <aside className="h-fit space-y-8 rounded-2xl border border-ink/10 p-7" aria-label="Project facts">
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider">Services</h2>
              <ul className="mt-3 space-y-1 text-ink-muted">
                {(study.services ?? []).map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider">Technology</h2>
              <ul className="mt-3 space-y-1 text-ink-muted">
                {(study.technologies ?? []).map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          </aside>
        </Container>
      </article>
      <CallToAction settings={settings} />
    </>
  )
}
