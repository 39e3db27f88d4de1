import { z } from 'zod'

import { EMPLOYMENT_TYPES, PAGE_CONTENT_TYPES, PAGE_FORMS, PAGE_LISTINGS, WORKPLACES } from '@/content-model'

/** The shape of the embedded content dataset in content/ (validated before seeding). */

const text = z.string().trim().min(1)
const nullableText = text.nullable().optional()
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
const kebab = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case kebab')
/** A picture of content/media.json, by its file name. */
const picture = z.string().regex(/^[a-z0-9_-]+\.(webp|png)$/, 'must name a file of content/media.json')

export const settingsSchema = z.strictObject({
  agencyName: text,
  tagline: text,
  phone: text,
  email: z.email(),
  careersEmail: z.email(),
  address: z.strictObject({ street: text, city: text, region: text, postalCode: text, country: z.string().length(2) }),
  locations: z.array(z.strictObject({ city: text, region: text, street: text, postalCode: text, phone: text })).min(1),
  social: z.strictObject({ facebook: z.url(), linkedin: z.url(), github: z.url(), behance: z.url(), twitter: z.url() }),
  callToAction: z.strictObject({ title: text, description: text, label: text }),
  priceGuide: z.strictObject({
    sprintPrice: text,
    ranges: z.array(z.strictObject({ label: text, range: text })).min(1),
    note: text,
  }),
  cookieNotice: text,
  copyrightHolder: text,
  awardBadges: z.array(z.strictObject({ title: text, issuer: text, year: z.number().int() })).min(1),
})

const headingKeys = [
  'clients',
  'services',
  'partners',
  'blogs',
  'work',
  'awards',
  'technologies',
  'form',
  'coreValues',
] as const

export const pageSchema = z.strictObject({
  slug: kebab,
  name: text,
  title: text.max(70),
  order: z.number().int().nullable(),
  shortDescription: text.max(300),
  keywords: z.array(text),
  showInHeader: z.boolean(),
  showInFooter: z.boolean(),
  noindex: z.boolean().optional(),
  showPriceGuide: z.boolean().optional(),
  headerType: z.enum(['Header', 'Header2']),
  banner: nullableText,
  bannerImage: picture.nullable().optional(),
  bannerTitle: text,
  bannerDescription: text,
  bannerUrl: nullableText,
  bannerCta: nullableText,
  pagesRef: z.array(z.strictObject({ bannerTitle: text, bannerAlt: text, bannerUrl: text })).optional(),
  ...Object.fromEntries(
    headingKeys.flatMap((k) => [
      [`${k}Title`, nullableText],
      [`${k}Description`, nullableText],
    ]),
  ),
  platformTitle: nullableText,
  sectionIntros: z
    .array(z.strictObject({ type: z.enum(PAGE_CONTENT_TYPES), title: text, description: nullableText }))
    .optional(),
  metaData: z.strictObject({
    Type: z.enum(['website', 'article']),
    Url: z.string().startsWith('/'),
    Locale: text,
    Site_name: text,
    twitter_card: text,
    twitter_site: text,
  }),
  listing: z.enum(PAGE_LISTINGS).nullable().optional(),
  form: z.enum(PAGE_FORMS).nullable().optional(),
  pageContents: z.array(kebab),
})

export const pageContentSchema = z.strictObject({
  id: kebab,
  type: z.enum(PAGE_CONTENT_TYPES).nullable(),
  title: nullableText,
  slug: nullableText,
  shortDescription: nullableText,
  description: nullableText,
  order: z.number(),
  promoteToHome: z.boolean(),
  thumbnailAlt: nullableText,
  thumbnail: picture.nullable().optional(),
})

export const postSchema = z.strictObject({
  slug: kebab,
  title: text,
  excerpt: text,
  body: text,
  authorName: text,
  authorRole: text,
  publishedAt: isoDate,
  category: text,
  tags: z.array(text),
  promoteToHome: z.boolean(),
  cover: picture.nullable().optional(),
})

export const caseStudySchema = z.strictObject({
  slug: kebab,
  title: text,
  client: kebab,
  industry: text,
  summary: text,
  thumbnail: picture,
  images: z.array(z.strictObject({ image: picture, caption: text })).min(3),
  challenge: text,
  solution: text,
  results: z.array(z.strictObject({ value: text, label: text })).min(1),
  services: z.array(text),
  technologies: z.array(text),
  quote: z.strictObject({ text, name: text, role: text }).nullable(),
  publishedAt: isoDate,
  featured: z.boolean(),
})

export const jobSchema = z.strictObject({
  slug: kebab,
  title: text,
  department: text,
  summary: text,
  description: text,
  responsibilities: z.array(text).min(1),
  requirements: z.array(text).min(1),
  niceToHave: z.array(text),
  benefits: z.array(text).min(1),
  location: z.strictObject({ city: text, region: text, country: z.string().length(2), workplace: z.enum(WORKPLACES) }),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number(),
  salaryMax: z.number(),
  datePosted: isoDate,
  validThrough: isoDate,
  requiresPortfolio: z.boolean().optional(),
})

export type SettingsData = z.infer<typeof settingsSchema>
export type PageData = z.infer<typeof pageSchema>
export type PageContentData = z.infer<typeof pageContentSchema>
export type PostData = z.infer<typeof postSchema>
export type CaseStudyData = z.infer<typeof caseStudySchema>
export type JobData = z.infer<typeof jobSchema>
