import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/components/layout/SiteFrame'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { env } from '@/config/env'
import { getSettings } from '@/lib/content'
import { figtree } from './fonts'
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

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame font={figtree}>
      <PreviewBar />
      {children}
    </SiteFrame>
  )
}
