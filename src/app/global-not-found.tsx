import type { Metadata, Viewport } from 'next'

import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/NotFoundContent'
import { PageShell } from '@/components/layout/PageShell'
import { SiteFrame } from '@/components/layout/SiteFrame'
import { env } from '@/config/env'
import { BRAND } from '@/lib/brand'
import { getSettings } from '@/lib/content'
import { figtree } from './(site)/fonts'
import './(site)/globals.css'

/**
 * SPEC.md sections 2 and 8. Next.js renders it without any layout (the site and the CMS have two root layouts), so
 * it is a whole page; prerendered, so a miss costs no render or cache entry (src/proxy.ts).
 */
export const revalidate = 86400

export const viewport: Viewport = { themeColor: BRAND.ink, width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(env().siteUrl),
    title: `${NOT_FOUND_TITLE} | ${settings.agencyName}`,
    description: settings.tagline ?? undefined,
    applicationName: settings.agencyName,
    robots: { index: false },
  }
}

export default function GlobalNotFound() {
  return (
    <SiteFrame font={figtree}>
      <PageShell>
        <NotFoundContent />
      </PageShell>
    </SiteFrame>
  )
}
