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
 * The not-found page (SPEC.md sections 2 and 8: status 404, "This page could not be found",
 * a link back home), for every path no route matches; src/proxy.ts sends every other miss
 * (an unknown page, post, job, case study or category, /404) to an unmatched path too.
 * Next.js renders it without any layout (the site has two root layouts, the site's and the
 * CMS's), so it is a whole page: the site's frame with the header and footer. It is
 * prerendered at build time and served as it is: no render, no cache entry per miss, and
 * the whole page is in the HTML (a `notFound()` thrown by a route would not be: see
 * src/proxy.ts). Refreshed like the pages when staff edit the menus or settings.
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
    <SiteFrame className={figtree.variable}>
      <PageShell>
        <NotFoundContent />
      </PageShell>
    </SiteFrame>
  )
}
