import type { Metadata } from 'next'

import { env } from '@/config/env'
import type { Settings } from '@/lib/content/types'

export type MetaInput = {
  title: string
  description: string
  path: string
  keywords?: string[] | null
  metaData?: {
    Type?: string | null
    Url?: string | null
    Locale?: string | null
    Site_name?: string | null
    twitter_card?: string | null
    twitter_site?: string | null
  } | null
  type?: 'website' | 'article'
  publishedTime?: string
  /** Kept out of search engines (Pages.noindex): marked noindex, and the sitemap leaves it out. */
  noindex?: boolean | null
  /** The generated Open Graph image: /og/{kind}/{slug}.png */
  image?: { kind: 'page' | 'post' | 'case-study' | 'job'; slug: string }
}

export const absoluteUrl = (path: string) => `${env().siteUrl}${path === '/' ? '' : path}`

/** Title, description, keywords, canonical URL and Open Graph / Twitter tags from a page's metaData. */
export function buildMetadata(input: MetaInput, settings: Settings): Metadata {
  const meta = input.metaData ?? {}
  // The route's own path is canonical (metaData.Url may predate a move).
  const url = absoluteUrl(input.path)
  const ogType = meta.Type === 'article' || input.type === 'article' ? 'article' : 'website'
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords?.length ? input.keywords : undefined,
    alternates: { canonical: url },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: ogType,
      url,
      title: input.title,
      description: input.description,
      siteName: meta.Site_name || settings.agencyName,
      locale: meta.Locale || 'en_US',
      ...(ogType === 'article' && input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.image
        ? {
            images: [
              {
                url: absoluteUrl(`/og/${input.image.kind}/${input.image.slug}.png`),
                width: 1200,
                height: 630,
                alt: input.title,
              },
            ],
          }
        : {}),
    },
    twitter: {
      card: meta.twitter_card === 'summary' ? 'summary' : 'summary_large_image',
      site: meta.twitter_site || undefined,
      title: input.title,
      description: input.description,
      ...(input.image ? { images: [absoluteUrl(`/og/${input.image.kind}/${input.image.slug}.png`)] } : {}),
    },
  }
}
