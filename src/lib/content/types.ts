import type { CaseStudy, Job, Page, PageContent, Post, SiteSetting } from '@/payload-types'
import type { PageContentType } from '@/content-model'
import type { SectionSource } from '@/sections/define'
import type { RegisteredSection } from '@/sections/registry'

/** The app's own shapes, reshaped from the CMS documents (see reshape.ts). */

export type Settings = SiteSetting
export type { CaseStudy, Job, Post, PageContent }

export type NavItem = { label: string; href: string }

export type PageView = Omit<Page, 'pageContents'> & { href: string; pageContents: PageContent[] }

/** A section's kind: the name of the folder that renders it (src/sections/registry.ts). */
export type SectionKind = RegisteredSection['name']

/** A page's contents grouped into one section, with its heading; its folder reshapes it into its component's props. */
export type Section = SectionSource & { kind: SectionKind; type: PageContentType | null }
