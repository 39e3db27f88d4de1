import { describe, expect, it } from 'vitest'

import type { Page, PageContent } from '@/payload-types'
import { buildSections, navigation, reshapePage } from './reshape'

const item = (id: string, type: PageContent['type'], order = 0): PageContent => ({
  id,
  type,
  order,
  title: id,
  updatedAt: '',
  createdAt: '',
})

const page = (contents: PageContent[], extra: Partial<Page> = {}): Page => ({
  id: 1,
  title: 'T',
  name: 'N',
  slug: 'services',
  shortDescription: 'd',
  updatedAt: '',
  createdAt: '',
  pageContents: contents,
  ...extra,
})

describe('navigation', () => {
  it('orders menu entries by page order and maps home to /', () => {
    expect(
      navigation([
        { name: 'Careers', slug: 'jobs', order: 6 },
        { name: 'Home', slug: 'home', order: 1 },
        { name: 'Services', slug: 'services', order: 2 },
      ]),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Careers', href: '/jobs' },
    ])
  })
})

describe('buildSections', () => {
  it('groups contents by type in the order they first appear, with headings from the page fields', () => {
    const view = reshapePage(
      page(
        [
          item('w2', 'Works', 2),
          item('intro', 'Summary'),
          item('w1', 'Works', 1),
          item('legal', null),
          item('c1', 'Clients'),
        ],
        {
          workTitle: 'How we work',
          clientsTitle: 'Clients',
          sectionIntros: [{ type: 'Summary', title: 'Who we are' }],
        },
      ),
    )
    const sections = buildSections(view)
    expect(sections.map((s) => [s.kind, s.title, s.items.map((i) => i.id)])).toEqual([
      ['Works', 'How we work', ['w1', 'w2']],
      ['Cards', 'Who we are', ['intro']],
      ['Prose', 'legal', ['legal']],
      ['Clients', 'Clients', ['c1']],
    ])
  })

  it('shows Stamps with Awards under one heading', () => {
    const view = reshapePage(
      page([item('s1', 'Stamps', 1), item('a2', 'Awards', 2), item('a1', 'Awards', 1)], { awardsTitle: 'Awards' }),
    )
    const sections = buildSections(view)
    expect(sections).toHaveLength(1)
    expect(sections[0].title).toBe('Awards')
    expect(sections[0].items.map((i) => i.id)).toEqual(['s1', 'a1', 'a2'])
  })

  it('shows Logos with Clients under the clients heading, whichever comes first', () => {
    const view = reshapePage(
      page([item('l1', 'Logos'), item('c1', 'Clients')], {
        clientsTitle: 'Clients',
        clientsDescription: 'Who we work for',
      }),
    )
    expect(buildSections(view).map((s) => [s.key, s.kind, s.title, s.description, s.items.map((i) => i.id)])).toEqual([
      ['section-Clients', 'Clients', 'Clients', 'Who we work for', ['l1', 'c1']],
    ])
  })

  it('heads Platform selection with platformTitle and the description from its section intro', () => {
    const view = reshapePage(
      page([item('p1', 'PlatformSelection')], {
        platformTitle: 'Choosing a platform',
        sectionIntros: [{ type: 'PlatformSelection', title: 'Unused', description: 'Four steps' }],
      }),
    )
    expect(buildSections(view).map((s) => [s.kind, s.title, s.description])).toEqual([
      ['PlatformSelection', 'Choosing a platform', 'Four steps'],
    ])
  })

  it('drops unpopulated references', () => {
    const view = reshapePage(page([item('a', 'Summary'), 'missing' as unknown as PageContent]))
    expect(view.pageContents.map((c) => c.id)).toEqual(['a'])
  })
})
