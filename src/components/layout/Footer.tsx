import Link from '@/components/ui/Link'

import { CookieSettingsButton } from '@/components/consent/CookieNotice'
import { LeadForm } from '@/components/forms/LeadForm'
import { AwardBadge } from '@/components/ui/AwardBadge'
import { NEWSLETTER, NEWSLETTER_TEXT } from '@/forms/definitions'
import { publicCaptchaConfig } from '@/leads/captcha-config'
import { Container } from '@/components/ui/Container'
import type { NavItem, Settings } from '@/lib/content/types'
import { Logo } from './Logo'

const SOCIAL: { key: keyof NonNullable<Settings['social']>; label: string; path: string }[] = [
  { key: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v10h4V14h3l1-4h-4V8.6c0-.4.3-.6.7-.6z' },
  { key: 'linkedin', label: 'LinkedIn', path: 'M5 9h4v12H5zM7 3a2 2 0 110 4 2 2 0 010-4zm5 6h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4z' },
  { key: 'github', label: 'GitHub', path: 'M12 2a10 10 0 00-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.2-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 015 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.5.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0012 2z' },
  { key: 'behance', label: 'Behance', path: 'M3 6h6.5c2 0 3.5 1 3.5 3 0 1.2-.6 2-1.6 2.4 1.4.4 2.2 1.5 2.2 3 0 2.4-1.9 3.6-4.2 3.6H3zm3 4.6h3c.8 0 1.3-.4 1.3-1.2S9.7 8.2 9 8.2H6zm0 5h3.3c.9 0 1.6-.5 1.6-1.4s-.6-1.4-1.6-1.4H6zM15 7h5v1.3h-5zm2.6 2.5c2.6 0 4 1.8 4 4.5v.4h-6c.1 1.3.9 2 2.1 2 .8 0 1.4-.3 1.7-1h2.1c-.5 1.8-2 2.8-3.9 2.8-2.6 0-4.2-1.8-4.2-4.4s1.6-4.3 4.2-4.3zm1.9 3.6c-.1-1.1-.8-1.8-1.9-1.8s-1.8.7-2 1.8z' },
  { key: 'twitter', label: 'Twitter', path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z' },
]

/** Footer (SPEC.md section 2): menu, address, other locations, legal links, awards, social, copyright. */
export function Footer({ items, settings, year }: { items: NavItem[]; settings: Settings; year: number }) {
  const { address } = settings
  return (
    <footer className="bg-ink text-white/85">
      <Container className="border-b border-white/15 py-10">
        <section aria-labelledby="footer-newsletter-title" className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="footer-newsletter-title" className="text-xl font-semibold text-white">
            {NEWSLETTER_TEXT.title}
          </h2>
          <div className="w-full max-w-xl rounded-2xl bg-white p-3 text-ink">
            <LeadForm kind="newsletter" idPrefix="newsletter-footer" fields={NEWSLETTER.fields} submitLabel={NEWSLETTER.submitLabel} page="" onSuccess="inline" compact placeholder={NEWSLETTER_TEXT.placeholder} captcha={publicCaptchaConfig()} />
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
            <a className="underline-offset-2 hover:underline" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              {settings.phone}
            </a>
            <br />
            <a className="underline-offset-2 hover:underline" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {items.map((item) => (
              <li key={item.href}>
                <Link className="hover:text-white hover:underline" href={item.href}>
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
                {l.street ? <span className="block">{l.street}, {l.city}{l.region ? `, ${l.region}` : ''} {l.postalCode}</span> : null}
                {l.phone ? <span className="block">{l.phone}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Recognition</h2>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {(settings.awardBadges ?? []).map((b) => (
              <li key={b.title} className="flex items-center gap-2 text-xs">
                <AwardBadge title={b.title} issuer={b.issuer} year={b.year} size="sm" />
                <span>{b.title}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            <span className="mark-copyright" />{year} {settings.copyrightHolder}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li><Link className="hover:underline" href="/privacy-policy">Privacy policy</Link></li>
            <li><Link className="hover:underline" href="/terms-conditions">Terms and conditions</Link></li>
            <li><Link className="hover:underline" href="/cookies-policy">Cookies policy</Link></li>
            <li><CookieSettingsButton /></li>
          </ul>
          <ul className="flex gap-2" aria-label="Social links">
            {SOCIAL.map(({ key, label, path }) => {
              const href = settings.social?.[key]
              if (!href) return null
              return (
                <li key={key}>
                  <a href={href} rel="noopener noreferrer" className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10">
                    <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true" focusable="false"><path d={path} /></svg>
                    <span className="sr-only">{settings.agencyName} on {label}</span>
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
