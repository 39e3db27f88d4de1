import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { pictureOf } from './MediaImage'

const media = (url: string, updatedAt = '2026-11-25T01:00:00.000Z'): Media => ({
  id: 1,
  alt: 'A cover',
  url,
  width: 800,
  height: 500,
  updatedAt,
  createdAt: updatedAt,
})

describe('pictureOf', () => {
  it("takes this site's files by path, versioned by the document's last change", () => {
    const picture = pictureOf(media('http://localhost:3000/api/media/file/cover.webp'))
    expect(picture?.url).toBe(`/api/media/file/cover.webp?v=${Date.parse('2026-11-25T01:00:00.000Z').toString(36)}`)
    const later = pictureOf(media('/api/media/file/cover.webp', '2026-11-25T02:00:00.000Z'))
    expect(later?.url).not.toBe(picture?.url)
  })

  it('keeps a public media address whole, and refuses anything else', () => {
    expect(pictureOf(media('https://media.example.com/media/cover.webp'))?.url).toMatch(
      /^https:\/\/media\.example\.com\/media\/cover\.webp\?v=/,
    )
    expect(pictureOf(media('/elsewhere/cover.webp'))).toBeNull()
    expect(pictureOf(media('javascript:alert(1)'))).toBeNull()
    expect(pictureOf({ ...media('/api/media/file/a.webp'), width: null })).toBeNull()
    expect(pictureOf(7)).toBeNull()
  })
})
