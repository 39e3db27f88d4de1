import Link from '@/components/ui/Link'

import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import { Illustration } from '@/components/ui/Illustration'
import { MediaImage, pictureOf, type MediaRef } from '@/components/ui/MediaImage'

export type BannerProps = {
  seed: string
  /** The page's own banner picture (Media); the drawing for this seed without one. */
  picture?: MediaRef
  eyebrow?: string | null
  title: string
  description?: string | null
  ctaHref?: string | null
  ctaLabel?: string | null
  links?: { bannerTitle?: string | null; bannerAlt?: string | null; bannerUrl?: string | null }[] | null
}

/** The picture is lazy and left out on phones, so the heading stays the largest paint there. */
export function Banner({ seed, picture, eyebrow, title, description, ctaHref, ctaLabel, links }: BannerProps) {
  return (
    <section className="bg-sand" aria-labelledby="page-title">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-strong">{eyebrow}</p>
          ) : null}
          <h1 id="page-title" className="text-display font-semibold tracking-tight text-ink">
            {title}
          </h1>
          {description ? (
            <Html html={description} className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl" />
          ) : null}
          {ctaHref && ctaLabel ? (
            <div className="mt-8">
              <ButtonLink href={ctaHref}>{ctaLabel}</ButtonLink>
            </div>
          ) : null}
        </div>
        {pictureOf(picture) ? (
          <MediaImage
            media={picture}
            sizes="448px"
            className="hidden h-auto w-full max-w-md justify-self-end rounded-2xl shadow-lg md:block"
          />
        ) : (
          <Illustration seed={seed} className="hidden h-auto w-full max-w-md justify-self-end md:block" />
        )}
      </Container>
      {links && links.length > 0 ? (
        <Container className="pb-14">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((l) =>
              l.bannerUrl && l.bannerTitle ? (
                <li key={l.bannerUrl}>
                  <Link
                    href={l.bannerUrl}
                    className="group block h-full rounded-2xl border border-ink/10 bg-white p-5 hover:border-accent"
                  >
                    <span className="block font-semibold text-ink group-hover:text-accent-strong">
                      <span className="mark-arrow-after">{l.bannerTitle}</span>
                    </span>
                    {l.bannerAlt ? <span className="mt-1 block text-sm text-ink-muted">{l.bannerAlt}</span> : null}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </Container>
      ) : null}
    </section>
  )
}
