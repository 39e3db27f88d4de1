import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { pageTags } from '@/publish/live/page-tags'
import { getPage, getSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/seo/metadata'
import { RenderPage } from '@/sections/RenderPage'

/** /category/{name}: a category listing; its content is the page with slug "category-{name}". */
type Props = { params: Promise<{ category: string }> }

export const revalidate = 86400
export const dynamicParams = false

export function generateStaticParams() {
  return [{ category: 'case-studies' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params
  const page = await getPage(`category-${category}`)
  return page
    ? buildMetadata(
        {
          ...page,
          description: page.shortDescription,
          path: `/category/${category}`,
          image: { kind: 'page', slug: page.slug },
        },
        await getSettings(),
      )
    : {}
}

export default async function CategoryPage({ params }: Props) {
  const { category } = await params
  const page = await getPage(`category-${category}`)
  if (!page) notFound()
  return (
    <PageShell headerType={page.headerType} live={pageTags(page)}>
      <RenderPage page={page} settings={await getSettings()} />
    </PageShell>
  )
}
