import { AddressSection } from './Address/config'
import { AwardsSection } from './Awards/config'
import { CardsSection } from './Cards/config'
import { ClientsSection } from './Clients/config'
import { CoreValuesSection } from './CoreValues/config'
import type { Heading } from './define'
import { PartnersSection } from './Partners/config'
import { PlatformSelectionSection } from './PlatformSelection/config'
import { ProseSection } from './Prose/config'
import { ReviewsSection } from './Reviews/config'
import { ServicesSection } from './Services/config'
import { TechnologiesSection } from './Technologies/config'
import { WorksSection } from './Works/config'

/**
 * The one list of PageContent types (SPEC.md section 3) and the folder whose section shows each; the CMS options,
 * heading fields and grouping come from it. Its order is PostgreSQL's enum's: add new types at the end.
 */
export const SECTION_TYPES = [
  { type: 'Summary', section: CardsSection },
  { type: 'Growth', section: CardsSection },
  { type: 'PlatformSelection', section: PlatformSelectionSection },
  { type: 'EcommerceServices', section: CardsSection },
  { type: 'Expertise', section: CardsSection },
  { type: 'DigitalTransformation', section: CardsSection },
  { type: 'DigitalPartner', section: CardsSection },
  { type: 'WhyShopify', section: CardsSection },
  { type: 'WhyMagento', section: CardsSection },
  { type: 'Services', section: ServicesSection },
  { type: 'Technologies', section: TechnologiesSection },
  { type: 'Clients', section: ClientsSection },
  { type: 'Partners', section: PartnersSection },
  { type: 'Logos', section: ClientsSection },
  { type: 'Works', section: WorksSection },
  { type: 'CoreValues', section: CoreValuesSection },
  { type: 'Reviews', section: ReviewsSection },
  { type: 'Stamps', section: AwardsSection },
  { type: 'Awards', section: AwardsSection },
  { type: 'Address', section: AddressSection },
  { type: 'ReviewProfiles', section: ReviewsSection },
] as const

export const PROSE = ProseSection

export type RegisteredSection = (typeof SECTION_TYPES)[number]['section'] | typeof PROSE

/** A type the registry no longer lists (old data, a remote CMS) shows as cards. */
export const sectionFor = (type: string): RegisteredSection =>
  SECTION_TYPES.find((entry) => entry.type === type)?.section ?? CardsSection

export const SECTION_HEADINGS: Heading[] = [...new Set(SECTION_TYPES.map((entry) => entry.section))].flatMap(
  (section) => (section.heading ? [section.heading] : []),
)
