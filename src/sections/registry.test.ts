import { describe, expect, it } from 'vitest'

import type { PageContent, SiteSetting } from '@/payload-types'
import type { Draw, SectionSource } from './define'
import { PROSE, SECTION_HEADINGS, SECTION_TYPES } from './registry'

const item = (id: string, type: PageContent['type'], extra: Partial<PageContent> = {}): PageContent => ({
  id,
  type,
  title: id,
  updatedAt: '',
  createdAt: '',
  ...extra,
})
const source = (type: PageContent['type'], items: PageContent[]): SectionSource => ({
  key: `section-${type}`,
  type: type ?? null,
  title: 'T',
  description: null,
  items,
})
const settings: SiteSetting = {
  id: 1,
  agencyName: 'Agency',
  phone: '+1 212 555 0100',
  email: 'hello@example.com',
  address: { street: '1 Broadway', city: 'New York', region: 'NY', postalCode: '10004', country: 'US' },
  locations: [{ city: 'Boston', street: '1 Main St', postalCode: '02110' }],
  callToAction: { title: 'Start', label: 'Go' },
  cookieNotice: 'Cookies',
  copyrightHolder: 'Agency',
}

/** Renders a section's definition and keeps what it drew: the component and its props. */
async function drawn(definition: (typeof SECTION_TYPES)[number]['section'] | typeof PROSE, from: SectionSource) {
  const calls: { Component: unknown; props: unknown }[] = []
  const draw: Draw = (Component, props) => {
    calls.push({ Component, props })
    return null
  }
  await definition.render(from, { tone: 'sand', settings }, draw)
  return calls[0]
}

describe('the section registry', () => {
  it('renders every type through a component from its folder, with its own props', async () => {
    for (const { type, section } of [...SECTION_TYPES, { type: null, section: PROSE }]) {
      const { Component, props } = await drawn(section, source(type, [item('a', type)]))
      expect(typeof Component, `${type}: component`).toBe('function')
      // Its own props, not the CMS document.
      expect(JSON.stringify(props), `${type}: props`).not.toContain('updatedAt')
    }
  })

  it("lists each section's heading fields once, though several types share the section", () => {
    const prefixes = SECTION_HEADINGS.map((h) => h.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    expect(prefixes).toEqual(expect.arrayContaining(['clients', 'awards', 'platform']))
  })
})

describe('section reshapes', () => {
  const sectionOf = (type: NonNullable<PageContent['type']>) => SECTION_TYPES.find((e) => e.type === type)!.section

  it('reads an award issuer and year, and keeps a stamp as written', async () => {
    const { props } = await drawn(
      sectionOf('Awards'),
      source('Awards', [
        item('a', 'Awards', { shortDescription: '<p>Clutch, 2024</p>' }),
        item('s', 'Stamps', { shortDescription: '<p>30-day guarantee</p>' }),
      ]),
    )
    expect(props).toMatchObject({
      tone: 'sand',
      awards: [
        { kind: 'award', id: 'a', issuer: 'Clutch, 2024', year: 2024 },
        { kind: 'stamp', id: 's', shortDescription: '<p>30-day guarantee</p>' },
      ],
    })
  })

  it('links a review only to an external address', async () => {
    const { props } = await drawn(
      sectionOf('Reviews'),
      source('Reviews', [
        item('r1', 'Reviews', { slug: 'https://clutch.co/r/1' }),
        item('r2', 'Reviews', { slug: 'services' }),
      ]),
    )
    expect(props).toMatchObject({
      reviews: [
        { id: 'r1', url: 'https://clutch.co/r/1' },
        { id: 'r2', url: null },
      ],
    })
  })

  it('numbers the cards of step-by-step types only', async () => {
    for (const [type, numbered] of [
      ['Growth', true],
      ['Expertise', true],
      ['PlatformSelection', true],
      ['Summary', false],
      ['WhyShopify', false],
    ] as const) {
      const { props } = await drawn(sectionOf(type), source(type, [item('x', type)]))
      expect(props, type).toMatchObject({ numbered })
    }
  })

  it('gives the Address section the other locations from site settings', async () => {
    const { props } = await drawn(sectionOf('Address'), source('Address', [item('hq', 'Address')]))
    expect(props).toMatchObject({ offices: [{ id: 'hq' }], locations: [{ city: 'Boston' }] })
  })
})
