import type { Metadata } from 'next'

import { LeadForm } from '@/components/forms/LeadForm'
import { PageShell } from '@/components/layout/PageShell'
import { Container } from '@/components/ui/Container'
import Link from '@/components/ui/Link'
import { PRIVACY } from '@/forms/definitions'
import { publicCaptchaConfig } from '@/leads/captcha-config'
import { getSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/seo/metadata'
import { env } from '@/config/env'
import { retentionTable } from '@/staff/retention-kinds'

export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: 'Your data: get a copy or have it deleted',
      description:
        'Ask for a copy of everything this website holds about your e-mail address, or for its deletion. We confirm by e-mail first.',
      path: '/privacy-request',
    },
    await getSettings(),
  )
}

export default function PrivacyRequestPage() {
  return (
    <PageShell>
      <header className="bg-sand py-14 md:py-20">
        <Container>
          <h1 id="page-title" className="text-display font-semibold tracking-tight">
            Your data: get a copy or have it deleted
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-ink-muted">
            Everything this website stores is tied to an e-mail address: quote requests, messages, survey answers, job
            applications with their CVs, and newsletter subscriptions. Ask for a copy of it, or for its deletion.
          </p>
        </Container>
      </header>
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_1.6fr]">
        <div className="text-ink-muted">
          <h2 className="text-h3 font-semibold text-ink">How it works</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5">
            <li>Enter your e-mail address and choose what you want.</li>
            <li>
              We e-mail a link to that address. It works once, for 7 days. Nothing happens until you follow it, so
              nobody can ask about an address that is not theirs.
            </li>
            <li>
              Follow the link and press the button. A copy arrives by e-mail as a JSON file within minutes; a deletion
              is done within a minute and cannot be undone.
            </li>
          </ol>
          <p className="mt-4">
            Read our{' '}
            <Link href="/privacy-policy" className="font-semibold text-accent-strong underline">
              privacy policy
            </Link>{' '}
            for what we collect and why.
          </p>
          <h2 id="retention" className="mt-10 text-h3 font-semibold text-ink">
            How long we keep it
          </h2>
          <p className="mt-4">Past these periods it is deleted without being asked, CVs included.</p>
          <table className="mt-4 w-full text-left text-sm" aria-labelledby="retention">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold text-ink">
                  What
                </th>
                <th scope="col" className="py-1 font-semibold text-ink">
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {retentionTable(env().retention).map((row) => (
                <tr key={row.what} className="border-t border-sand-strong">
                  <td className="py-2 pr-4">{row.what}</td>
                  <td className="py-2" data-testid="retention-days">
                    {row.days} days from {row.from}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LeadForm
          kind="privacy"
          fields={PRIVACY.fields}
          submitLabel={PRIVACY.submitLabel}
          page="/privacy-request"
          onSuccess="inline"
          captcha={publicCaptchaConfig()}
        />
      </Container>
    </PageShell>
  )
}
