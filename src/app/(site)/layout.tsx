import type { Metadata, Viewport } from 'next'
import { Suspense, type ReactNode } from 'react'

import { Analytics } from '@/components/consent/Analytics'
import { CookieNotice } from '@/components/consent/CookieNotice'
import { NewsletterPopup } from '@/components/forms/NewsletterPopup'
import { IdlePrefetch } from '@/components/navigation/IdlePrefetch'
import { LoadingBar } from '@/components/navigation/LoadingBar'
import { RenderBelowFold } from '@/components/navigation/RenderBelowFold'
import { Resilience } from '@/components/navigation/Resilience'
import { Footer } from '@/components/layout/Footer'
import { env } from '@/config/env'
import { publicCaptchaConfig } from '@/leads/captcha-config'
import { getMenus, getSettings } from '@/lib/content'
import { sans } from './fonts'
import './globals.css'
import { BRAND } from '@/lib/brand'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: settings.agencyName, template: `%s | ${settings.agencyName}` },
    description: settings.tagline ?? undefined,
    applicationName: settings.agencyName,
  }
}

export const viewport: Viewport = { themeColor: BRAND.ink, width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, menus] = await Promise.all([getSettings(), getMenus()])
  return (
    <html lang="en" className={sans.variable}>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        <Suspense fallback={null}>
          <LoadingBar />
        </Suspense>
        <a href="#main" className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to content
        </a>
        <div className="flex-1">{children}</div>
        <Footer items={menus.footer} settings={settings} year={new Date().getFullYear()} />
        <CookieNotice message={settings.cookieNotice} />
        <Resilience />
        <IdlePrefetch />
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
