import { describe, expect, it } from 'vitest'

import { isKnownPath, publicPaths } from './known-paths'

const known = publicPaths({
  pages: [{ slug: 'home' }, { slug: 'about-us' }, { slug: 'category-case-studies' }, { slug: 'blogs' }],
  caseStudies: [{ slug: 'tradegecko' }],
  posts: [{ slug: 'hello-world' }],
  jobs: [{ slug: 'senior-web-developer' }],
})

describe('public paths', () => {
  it('lists each page where it lives, and the fixed routes', () => {
    for (const path of [
      '/',
      '/blog',
      '/about-us',
      '/blogs',
      '/category/case-studies',
      '/tradegecko',
      '/blog/hello-world',
      '/job/senior-web-developer',
    ]) {
      expect(isKnownPath(known, path), path).toBe(true)
    }
  })
  it('knows nothing else', () => {
    for (const path of [
      '/home',
      '/category-case-studies',
      '/no-such-page',
      '/blog/nope',
      '/job/nope',
      '/category/nothing',
      '/a/b/c/d',
      '/about-us/x',
      '/404',
      '/%E0%A4%A',
    ]) {
      expect(isKnownPath(known, path), path).toBe(false)
    }
  })
  it('compares decoded paths, with or without a trailing slash', () => {
    expect(isKnownPath(known, '/about%2Dus')).toBe(true)
    expect(isKnownPath(known, '/about-us/')).toBe(true)
  })
})
