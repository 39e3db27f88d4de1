import type { Page, PageContent } from '@/payload-types'
import type { PageContentType } from '@/content-model'
import type { NavItem, PageView, Section, SectionKind } from './types'

/** Where a page lives: home at /, category pages ("category-{name}") at /category/{name}, the rest at /{slug}. */
export const pageHref = (slug: string) => (slug === 'home' ? '/' : slug.startsWith('category-') ? `/category/${slug.slice('category-'.length)}` : `/${slug}`)

export function reshapePage(page: Page): PageView {
  const pageContents = (page.pageContents ?? []).filter((c): c is PageContent => typeof c === 'object' && c !== null)
  return { ...page, href: pageHref(page.slug), pageContents }
}

export function navigation(pages: Pick<Page, 'name' | 'slug' | 'order'>[]): NavItem[] {
  return [...pages]
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .map((p) => ({ label: p.name, href: pageHref(p.slug) }))
}

const KIND_BY_TYPE: Partial<Record<PageContentType, SectionKind>> = {
  Services: 'services',
  Clients: 'clients',
  Logos: 'clients',
  Partners: 'partners',
  Technologies: 'technologies',
  Works: 'works',
  CoreValues: 'coreValues',
  Reviews: 'reviews',
  Awards: 'awards',
  Address: 'address',
}

/** The page fields that head a section type (SPEC.md section 2); other types use sectionIntros. */
const HEADING_BY_TYPE: Partial<Record<PageContentType, [keyof Page, keyof Page | null]>> = {
  Services: ['servicesTitle', 'servicesDescription'],
  Clients: ['clientsTitle', 'clientsDescription'],
  Logos: ['clientsTitle', 'clientsDescription'],
  Partners: ['partnersTitle', 'partnersDescription'],
  Technologies: ['technologiesTitle', 'technologiesDescription'],
  Works: ['workTitle', 'workDescription'],
  CoreValues: ['coreValuesTitle', 'coreValuesDescription'],
  Awards: ['awardsTitle', 'awardsDescription'],
  Stamps: ['awardsTitle', 'awardsDescription'],
  PlatformSelection: ['platformTitle', null],
}

/** Types that share one section with another type (one heading, one list). */
const GROUP_OF_TYPE: Partial<Record<PageContentType, PageContentType>> = { Stamps: 'Awards', Logos: 'Clients' }

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null)

/**
 * Groups a page's contents into sections, in the order the editor put them: a group
 * starts where its type first appears. Untyped items are prose blocks of their own.
 */
export function buildSections(page: PageView): Section[] {
  const sections: Section[] = []
  const byType = new Map<PageContentType, Section>()
  for (const item of page.pageContents) {
    const type = (item.type ?? null) as PageContentType | null
    if (type === null) {
      sections.push({ key: `prose-${item.id}`, kind: 'prose', type: null, title: item.title ?? null, description: null, items: [item] })
      continue
    }
    const group = GROUP_OF_TYPE[type] ?? type
    let section = byType.get(group)
    if (!section) {
      const heading = HEADING_BY_TYPE[group]
      const intro = page.sectionIntros?.find((s) => s.type === type || s.type === group)
      section = {
        key: `section-${group}`,
        kind: KIND_BY_TYPE[group] ?? 'cards',
        type: group,
        title: str(heading ? page[heading[0]] : null) ?? intro?.title ?? null,
        description: str(heading?.[1] ? page[heading[1]] : null) ?? intro?.description ?? null,
        items: [],
      }
      byType.set(group, section)
      sections.push(section)
    }
    section.items.push(item)
  }
  // Within a group, items keep their type's own order, types in the order they first appeared.
  for (const section of sections) {
    const typeRank = new Map<string | null | undefined, number>()
    section.items.forEach((i) => typeRank.has(i.type) || typeRank.set(i.type, typeRank.size))
    section.items.sort((a, b) => typeRank.get(a.type)! - typeRank.get(b.type)! || (a.order ?? 0) - (b.order ?? 0))
  }
  return sections
}
