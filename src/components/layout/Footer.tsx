import Link from '@/components/ui/Link'

import { CookieSettingsButton } from '@/components/consent/CookieNotice'
import { LeadForm } from '@/components/forms/LeadForm'
import { NEWSLETTER, NEWSLETTER_TEXT } from '@/forms/definitions'
import { publicCaptchaConfig } from '@/leads/captcha-config'
import { Container } from '@/components/ui/Container'
import type { NavItem, Settings } from '@/lib/content/types'
import { telHref } from '@/lib/contact-links'
import { Logo } from './Logo'

/** The marks are drawn by CSS (globals.css, "social-icon"), so their paths are not repeated in every page. */
const SOCIAL: { key: keyof NonNullable<Settings['social']>; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'behance', label: 'Behance' },
  { key: 'twitter', label: 'Twitter' },
]

/** At least 24 px tall, the target size of WCAG 2.2 (2.5.8), on a phone too: text links are only a line high. */
const TARGET = 'inline-flex min-h-6 items-center'

/** SPEC.md section 2. */
export function Footer({ items, settings, year }: { items: NavItem[]; settings: Settings; year: number }) {
  const { address } = settings
  return (
    // While the cookie notice is open the footer ends in room of its own colour under the notice's height
    // (CookieNotice.tsx): its last links can scroll clear of the notice, and nothing blank shows under it.
    <footer className="bg-ink pb-[var(--notice-height,0px)] text-white/85">
      <Container className="border-b border-white/15 py-10">
        <section
          aria-labelledby="footer-newsletter-title"
          data-newsletter-signup=""
          className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between"
        >
          <h2 id="footer-newsletter-title" className="text-xl font-semibold text-white">
            {NEWSLETTER_TEXT.title}
          </h2>
          <div className="w-full max-w-xl rounded-2xl bg-white p-3 text-ink">
            <LeadForm
              kind="newsletter"
              idPrefix="newsletter-footer"
              fields={NEWSLETTER.fields}
              submitLabel={NEWSLETTER.submitLabel}
              page=""
              onSuccess="inline"
              compact
              placeholder={NEWSLETTER_TEXT.placeholder}
              captcha={publicCaptchaConfig()}
            />
          </div>
        </section>
      </Container>
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo name={settings.agencyName} inverse />
          {settings.tagline ? <p className="max-w-xs text-sm">{settings.tagline}</p> : null}
          <address className="text-sm not-italic leading-relaxed">
            <span className="block font-semibold text-white">{address.city} headquarters</span>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            <a className={`${TARGET} underline-offset-2 hover:underline`} href={telHref(settings.phone)}>
              {settings.phone}
            </a>
            <br />
            <a className={`${TARGET} underline-offset-2 hover:underline`} href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {items.map((item) => (
              <li key={item.href}>
                <Link className={`${TARGET} hover:text-white hover:underline`} href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Other locations</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {(settings.locations ?? []).map((l) => (
              <li key={l.city}>
                <span className="block font-semibold text-white">{l.city}</span>
                {l.street ? (
                  <span className="block">
                    {l.street}, {l.city}
                    {l.region ? `, ${l.region}` : ''} {l.postalCode}
                  </span>
                ) : null}
                {l.phone ? (
                  <a className={`${TARGET} underline-offset-2 hover:underline`} href={telHref(l.phone)}>
                    {l.phone}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Recognition</h2>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {(settings.awardBadges ?? []).map((b) => (
              <li key={b.title} className="text-xs">
                <span className="block text-white">{b.title}</span>
                <span className="block">{b.issuer.includes(String(b.year)) ? b.issuer : `${b.issuer} ${b.year}`}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            <span className="mark-copyright" />
            {year} {settings.copyrightHolder}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link className={`${TARGET} hover:underline`} href="/privacy-policy">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link className={`${TARGET} hover:underline`} href="/terms-conditions">
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link className={`${TARGET} hover:underline`} href="/cookies-policy">
                Cookies policy
              </Link>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
          <ul className="flex gap-2" aria-label="Social links">
            {SOCIAL.map(({ key, label }) => {
              const href = settings.social?.[key]
              if (!href) return null
              return (
                <li key={key}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <span className={`social-icon social-icon--${key}`} aria-hidden="true" />
                    <span className="sr-only">
                      {settings.agencyName} on {label}
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        </Container>
      </div>
    </footer>
  )
}
