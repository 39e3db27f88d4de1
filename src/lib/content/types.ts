import type { CaseStudy, Job, Page, PageContent, Post, SiteSetting } from '@/payload-types'
import type { PageContentType } from '@/content-model'
import type { SectionSource } from '@/sections/define'
import type { RegisteredSection } from '@/sections/registry'

export type Settings = SiteSetting
export type { CaseStudy, Job, Post, PageContent }

export type NavItem = { label: string; href: string }

export type PageView = Omit<Page, 'pageContents'> & { href: string; pageContents: PageContent[] }

export type SectionKind = RegisteredSection['name']

export type Section = SectionSource & { kind: SectionKind; type: PageContentType | null }
