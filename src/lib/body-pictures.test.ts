import { describe, expect, it } from 'vitest'

import { splitBody } from './body-pictures'

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
