import type { CaseStudy, Job, Page, PageContent, Post, SiteSetting } from '@/payload-types'
import type { PageContentType } from '@/content-model'

/** The app's own shapes, reshaped from the CMS documents (see reshape.ts). */

export type Settings = SiteSetting
export type { CaseStudy, Job, Post, PageContent }

export type NavItem = { label: string; href: string }

export type PageView = Omit<Page, 'pageContents'> & { href: string; pageContents: PageContent[] }

export type SectionKind =
  | 'cards'
  | 'services'
  | 'clients'
  | 'partners'
  | 'technologies'
  | 'works'
  | 'coreValues'
  | 'reviews'
  | 'awards'
  | 'address'
  | 'prose'

export type Section = {
  key: string
  kind: SectionKind
  type: PageContentType | null
  title: string | null
  description: string | null
  items: PageContent[]
}
