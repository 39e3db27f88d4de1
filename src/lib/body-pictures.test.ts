import { describe, expect, it } from 'vitest'

import { markerProblem, markersOf, splitBody } from './body-pictures'

describe('splitBody', () => {
  it('places each picture where its marker is, in a paragraph of its own or bare', () => {
    const body = '<p>One</p>\n<p>[picture 2]</p>\n<p>Two</p>\n[Picture 1]\n<p>Three</p>'
    expect(splitBody(body, 2)).toEqual([
      { kind: 'html', html: '<p>One</p>\n' },
      { kind: 'picture', index: 1 },
      { kind: 'html', html: '\n<p>Two</p>\n' },
      { kind: 'picture', index: 0 },
      { kind: 'html', html: '\n<p>Three</p>' },
    ])
  })

  it('puts the pictures no marker placed after the text, in their order', () => {
    expect(splitBody('<p>Text</p><p>[picture 2]</p>', 3)).toEqual([
      { kind: 'html', html: '<p>Text</p>' },
      { kind: 'picture', index: 1 },
      { kind: 'picture', index: 0 },
      { kind: 'picture', index: 2 },
    ])
    expect(splitBody('', 1)).toEqual([{ kind: 'picture', index: 0 }])
    expect(splitBody(null, 0)).toEqual([])
  })

  it('leaves out a marker that names no picture, keeping the text around it', () => {
    expect(splitBody('<p>A</p><p>[picture 4]</p><p>B</p>', 1)).toEqual([
      { kind: 'html', html: '<p>A</p>' },
      { kind: 'html', html: '<p>B</p>' },
      { kind: 'picture', index: 0 },
    ])
    expect(splitBody('<p>[picture 0]</p>', 0)).toEqual([])
  })

  it('keeps text that only looks like a marker', () => {
    const body = '<p>See [picture one] and [pictures 2]</p>'
    expect(splitBody(body, 2).filter((p) => p.kind === 'html')).toEqual([{ kind: 'html', html: body }])
  })
})

describe('markerProblem', () => {
  it('is null when every marker names a picture', () => {
    expect(markerProblem('<p>[picture 1]</p>[picture 2]', 2)).toBeNull()
    expect(markerProblem('<p>No markers</p>', 0)).toBeNull()
  })

  it('names each marker that names no picture, and how many there are', () => {
    expect(markersOf('[picture 3] [picture 1] [picture 3] [picture 0]')).toEqual([3, 1, 3, 0])
    expect(markerProblem('[picture 3] [picture 1] [picture 3] [picture 0]', 1)).toBe(
      '[picture 3], [picture 0] name no picture: this post has one under "Pictures in the body". Add the picture there, or change the number.',
    )
    expect(markerProblem('<p>[picture 1]</p>', 0)).toMatch(/this post has none/)
  })
})
