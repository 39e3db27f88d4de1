import type { Page, PageContent } from '@/payload-types'
import type { PageContentType } from '@/content-model'
import { PROSE, sectionFor } from '@/sections/registry'
import type { NavItem, PageView, Section } from './types'

/** Where a page lives: home at /, category pages ("category-{name}") at /category/{name}, the rest at /{slug}. */
export const pageHref = (slug: string) =>
  slug === 'home' ? '/' : slug.startsWith('category-') ? `/category/${slug.slice('category-'.length)}` : `/${slug}`

export function reshapePage(page: Page): PageView {
  const pageContents = (page.pageContents ?? []).filter((c): c is PageContent => typeof c === 'object' && c !== null)
  return { ...page, href: pageHref(page.slug), pageContents }
}

export function navigation(pages: Pick<Page, 'name' | 'slug' | 'order'>[]): NavItem[] {
  return [...pages]
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .map((p) => ({ label: p.name, href: pageHref(p.slug) }))
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null)

/** A group starts where its type first appears; the section registry says which types share a section. */
export function buildSections(page: PageView): Section[] {
  const sections: Section[] = []
  const byGroup = new Map<PageContentType, Section>()
  for (const item of page.pageContents) {
    const type = item.type ?? null
    if (type === null) {
      sections.push({
        key: `prose-${item.id}`,
        kind: PROSE.name,
        type: null,
        title: item.title ?? null,
        description: null,
        items: [item],
      })
      continue
    }
    const definition = sectionFor(type)
    const group = definition.group ?? type
    let section = byGroup.get(group)
    if (!section) {
      const heading = definition.heading
      const intro = page.sectionIntros?.find((s) => s.type === type || s.type === group)
      section = {
        key: `section-${group}`,
        kind: definition.name,
        type: group,
        title: str(heading ? page[`${heading.prefix}Title` as const] : null) ?? intro?.title ?? null,
        description:
          str(heading && heading.withDescription !== false ? page[`${heading.prefix}Description` as const] : null) ??
          intro?.description ??
          null,
        items: [],
      }
      byGroup.set(group, section)
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
