import { ApplicationForm } from '@/components/forms/ApplicationForm'
import { Container } from '@/components/ui/Container'
import { APPLICATION } from '@/forms/definitions'
import { publicCaptchaConfig } from '@/leads/captcha-config'

/** The Apply form under a job (or the internship page): `position` is what the application is for. */
export function ApplySection({
  position,
  title,
  page,
  email,
  requiresPortfolio = false,
}: {
  position: string
  title: string
  page: string
  email?: string | null
  /** The job asks for a portfolio (Jobs.requiresPortfolio): the link becomes required. */
  requiresPortfolio?: boolean
}) {
  return (
    <section id="apply" className="scroll-mt-24 bg-sand py-16 md:py-20" aria-labelledby="apply-form-title">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h2 id="apply-form-title" className="text-h2 font-semibold tracking-tight">
            Apply: {title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            {`Attach your CV (${APPLICATION.file.hint.replace(/\.$/, '')})${requiresPortfolio ? ', a link to your portfolio' : ''} and a few lines on a project you are proud of.`}
          </p>
          <p className="mt-4 text-lg text-ink-muted">We reply to every application within five business days.</p>
          <p className="mt-4 text-sm text-ink-muted">
            Fields marked * are required. Your CV is seen only by the people who hire; ask us any time to delete your
            application.
          </p>
          {email ? (
            <p className="mt-4 text-sm text-ink-muted">
              Trouble with the form? E-mail{' '}
              <a className="font-semibold text-accent-strong underline" href={`mailto:${email}`}>
                {email}
              </a>
              .
            </p>
          ) : null}
        </div>
        <ApplicationForm
          position={position}
          page={page}
          captcha={publicCaptchaConfig()}
          requiresPortfolio={requiresPortfolio}
        />
      </Container>
    </section>
  )
}
