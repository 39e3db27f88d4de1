import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { PageForm } from '@/content-model'
import { telHref } from '@/lib/contact-links'
import type { PageContent, Settings } from '@/lib/content/types'

import { PageLeadForm } from './FormSection'
import { PriceGuide } from './PriceGuide/Component'

/**
 * The pages a visitor comes to in order to send their form: there the form is the page (docs/design.md). Other pages
 * that carry a form (the home page's contact form) keep their banner and show the form below.
 */
export const FORM_FIRST: ReadonlyMap<string, PageForm> = new Map([
  ['new-project', 'quote'],
  ['contact-us', 'contact'],
])

/** What happens next and the phone number sit beside the form on a desktop and below it on a phone. */
export function FormFirst({
  kind,
  title,
  description,
  serviceOptions,
  page,
  next,
  settings,
  prices = false,
}: {
  kind: PageForm
  title: string
  description?: string | null
  serviceOptions: string[]
  page: string
  next: PageContent[]
  settings: Settings
  /** The price guide beside the form, where a buyer chooses a budget. */
  prices?: boolean
}) {
  return (
    <section className="bg-sand pb-14 pt-6 md:pt-10" aria-labelledby="page-title" data-form-first="">
      <Container className="grid items-start gap-10 lg:grid-cols-[1.7fr_1fr]">
        <div>
          <h1 id="page-title" className="text-h2 font-semibold tracking-tight text-ink">
            {title}
          </h1>
          {description ? <Html html={description} className="mt-2 max-w-2xl text-ink-muted" /> : null}
          <p className="mt-1 text-sm text-ink-muted">Fields marked * are required.</p>
          <div className="mt-5">
            <PageLeadForm kind={kind} serviceOptions={serviceOptions} page={page} />
          </div>
        </div>
        <aside aria-label="What happens next" className="space-y-8 lg:pt-2">
          {prices ? <PriceGuide settings={settings} tone="card" /> : null}
          {next.map((item) => (
            <div key={item.id}>
              <h2 className="text-h3 font-semibold">{item.title}</h2>
              <Html html={item.shortDescription} className="prose mt-2 text-ink-muted" />
              <Html html={item.description} className="prose mt-2 text-ink-muted" />
            </div>
          ))}
          <div className="rounded-2xl bg-white p-6">
            <h2 className="text-h3 font-semibold">Prefer to talk?</h2>
            <p className="mt-2 text-ink-muted">
              Call{' '}
              <a className="font-semibold text-accent-strong underline" href={telHref(settings.phone)}>
                {settings.phone}
              </a>{' '}
              or e-mail{' '}
              <a className="font-semibold text-accent-strong underline" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
              .
            </p>
          </div>
        </aside>
      </Container>
    </section>
  )
}
