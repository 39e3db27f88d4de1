import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { pageTags } from '@/publish/live/page-tags'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPage, getSettings } from '@/lib/content'
import { previewing } from '@/lib/content/preview'
import { buildMetadata } from '@/lib/seo/metadata'
import { organization, website } from '@/lib/seo/structured-data'
import { RenderPage } from '@/sections/RenderPage'

export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage('home'), getSettings()])
  if (!page) return {}
  return {
    ...buildMetadata(
      { ...page, description: page.shortDescription, path: '/', image: { kind: 'page', slug: 'home' } },
      settings,
    ),
    title: { absolute: `${settings.agencyName} | ${page.title}` },
  }
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getPage('home', await previewing()), getSettings()])
  if (!page) notFound()
  return (
    <PageShell headerType={page.headerType} live={pageTags(page)}>
      <RenderPage page={page} settings={settings} />
      {/* The agency and the site are described once, on the home page, as search engines
          ask (and on the contact page, for the address); not repeated in every page. */}
      <JsonLd items={[organization(settings), website(settings)]} />
    </PageShell>
  )
}
