import * as icons from 'simple-icons'

export type TechnologyIcon = { title: string; path: string; slug: string }

const bySlug = new Map(
  Object.values<TechnologyIcon>(icons)
    .filter((i) => i && typeof i.path === 'string' && typeof i.slug === 'string')
    .map((i) => [i.slug, i]),
)

export const technologyIcon = (slug: string | null | undefined): TechnologyIcon | undefined =>
  slug ? bySlug.get(slug) : undefined
