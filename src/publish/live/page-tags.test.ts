import { describe, expect, it } from 'vitest'

import { concerns } from '@/components/live/connection'

import { pageTags, SHELL_TAGS } from './page-tags'

/** Which changes an open page follows: the tags its reads carry, matched against a change's tags. */
describe('an open page and a change', () => {
  const about = [...pageTags({ slug: 'about-us', listing: null, blogsTitle: null, form: null }), ...SHELL_TAGS]

  it('follows its own page, the settings and the menus, not a post', () => {
    expect(concerns(['pages:about-us'], about)).toBe(true)
    expect(concerns(['settings'], about)).toBe(true)
    expect(concerns(['pages:list'], about)).toBe(true)
    expect(concerns(['posts:a-post', 'posts:list'], about)).toBe(false)
    expect(concerns(['pages:services'], about)).toBe(false)
  })

  it('follows the listings it draws and the services its quote form offers', () => {
    const home = pageTags({ slug: 'home', listing: 'featuredCaseStudies', blogsTitle: 'Our insights', form: 'quote' })
    expect(home).toEqual(['pages:home', 'posts:list', 'caseStudies:list', 'pages:services'])
    expect(concerns(['posts:a-post', 'posts:list'], home)).toBe(true)
    expect(concerns(['jobs:list'], home)).toBe(false)
  })

  it("takes a collection's bare tag for all of its documents", () => {
    expect(concerns(['posts'], ['posts:a-post'])).toBe(true)
    expect(concerns(['pages'], ['posts:a-post'])).toBe(false)
  })
})
