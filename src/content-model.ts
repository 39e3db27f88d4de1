import { SECTION_TYPES } from '@/sections/registry'

/** SPEC.md section 3; the PageContent types are the lines of the section registry (src/sections/registry.ts). */
export const PAGE_CONTENT_TYPES = SECTION_TYPES.map((entry) => entry.type)
export type PageContentType = (typeof PAGE_CONTENT_TYPES)[number]

/** featuredCaseStudies: the case studies marked featured, with a link to all of them (the home page's). */
export const PAGE_LISTINGS = ['posts', 'caseStudies', 'jobs', 'featuredCaseStudies'] as const
export type PageListing = (typeof PAGE_LISTINGS)[number]

export const PAGE_FORMS = ['contact', 'quote', 'survey', 'test'] as const
export type PageForm = (typeof PAGE_FORMS)[number]

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const
export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const
