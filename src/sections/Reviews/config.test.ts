import { describe, expect, it } from 'vitest'

import type { PageContent } from '@/payload-types'
import { reshapeProfile } from './config'

const item = (fields: Partial<PageContent>): PageContent => ({
  id: 'p',
  type: 'ReviewProfiles',
  updatedAt: '',
  createdAt: '',
  ...fields,
})

describe('a review platform profile', () => {
  it('reads the rating and count from its short description, the profile from its slug', () => {
    expect(
      reshapeProfile(
        item({
          title: 'ClientVoice',
          slug: 'https://reviews.example/n',
          shortDescription: '<p>4.9 out of 5 from 1,041 reviews</p>',
        }),
      ),
    ).toEqual({
      id: 'p',
      platform: 'ClientVoice',
      url: 'https://reviews.example/n',
      rating: 4.9,
      count: 1041,
    })
  })

  it('is left out without a link, a rating or a count', () => {
    expect(
      reshapeProfile(item({ title: 'A', slug: 'not-a-url', shortDescription: '4.9 out of 5 from 3 reviews' })),
    ).toBeNull()
    expect(reshapeProfile(item({ title: 'A', slug: 'https://a.example', shortDescription: '41 reviews' }))).toBeNull()
    expect(reshapeProfile(item({ title: 'A', slug: 'https://a.example', shortDescription: '4.9 out of 5' }))).toBeNull()
  })
})
