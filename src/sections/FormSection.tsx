import { LeadForm } from '@/components/forms/LeadForm'
import { Container } from '@/components/ui/Container'
import { Html } from '@/components/ui/Html'
import type { PageForm } from '@/content-model'
import { FORMS } from '@/forms/definitions'
import { publicCaptchaConfig } from '@/leads/captcha-config'

/** The choices that come from content (the services) are filled in on the server. */
export function PageLeadForm({
  kind,
  serviceOptions,
  page,
}: {
  kind: PageForm
  serviceOptions: string[]
  page: string
}) {
  const form = FORMS[kind]
  const fields = form.fields.map((f) => (f.optionsFrom === 'services' ? { ...f, options: serviceOptions } : f))
  return (
    <LeadForm
      kind={kind}
      fields={fields}
      submitLabel={form.submitLabel}
      page={page}
      onSuccess={kind === 'contact' ? 'inline' : 'redirect'}
      captcha={publicCaptchaConfig()}
    />
  )
}

export function FormSection({
  kind,
  title,
  description,
  serviceOptions,
  page,
}: {
  kind: PageForm
  title?: string | null
  description?: string | null
  serviceOptions: string[]
  page: string
}) {
  return (
    <section className="bg-sand py-16" aria-labelledby="form-title">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 id="form-title" className="text-h2 font-semibold tracking-tight">
            {title ?? FORMS[kind].submitLabel}
          </h2>
          <Html html={description} className="prose mt-4 text-lg text-ink-muted" />
          <p className="mt-4 text-sm text-ink-muted">Fields marked * are required.</p>
        </div>
        <PageLeadForm kind={kind} serviceOptions={serviceOptions} page={page} />
      </Container>
    </section>
  )
}
