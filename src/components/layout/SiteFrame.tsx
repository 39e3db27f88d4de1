import { Suspense, type ReactNode } from 'react'

import { Analytics } from '@/components/consent/Analytics'
import { CookieNotice } from '@/components/consent/CookieNotice'
import { NewsletterPopup } from '@/components/forms/NewsletterPopup'
import { FocusOnNavigate } from '@/components/navigation/FocusOnNavigate'
import { LoadingBar } from '@/components/navigation/LoadingBar'
import { RenderBelowFold } from '@/components/navigation/RenderBelowFold'
import { Resilience } from '@/components/navigation/Resilience'
import { Footer } from '@/components/layout/Footer'
import { env } from '@/config/env'
import { publicCaptchaConfig } from '@/leads/captcha-config'
import { getMenus, getSettings } from '@/lib/content'

/**
 * Shared by the site's layout and the not-found page, which Next.js renders without any layout. The header belongs
 * to the page (PageShell): its variant comes from the page's content.
 */
export async function SiteFrame({ font, children }: { font: { variable: string }; children: ReactNode }) {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()])
  return (
    <html lang="en" className={font.variable}>
      {/* Taller by the cookie notice's room while it is open (Footer.tsx), so a short page's footer stays put. */}
      <body className="flex min-h-[calc(100vh+var(--notice-height,0px))] flex-col bg-white antialiased">
        <Suspense fallback={null}>
          <LoadingBar />
        </Suspense>
        <Suspense fallback={null}>
          <FocusOnNavigate />
        </Suspense>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {/* Before the header, after the skip link: its buttons are the second and third Tab stops (CookieNotice). */}
        <CookieNotice message={settings.cookieNotice} />
        <div className="flex-1">{children}</div>
        <Footer items={menus.footer} settings={settings} year={new Date().getFullYear()} />
        <Resilience />
        <RenderBelowFold />
        <NewsletterPopup page="" captcha={publicCaptchaConfig()} />
        {env().gtmId ? (
          <Suspense fallback={null}>
            <Analytics containerId={env().gtmId!} />
          </Suspense>
        ) : null}
      </body>
    </html>
  )
}
