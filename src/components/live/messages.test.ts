import { describe, expect, it } from 'vitest'

import { parseChangeLog, parseChangeMessage } from './messages'

describe('parseChangeMessage (the subscription data)', () => {
  it('reads a change', () => {
    expect(parseChangeMessage({ contentChanged: { sequence: 7, tags: ['posts', 'posts:hello'] } })).toEqual({
      sequence: 7,
      tags: ['posts', 'posts:hello'],
    })
    expect(parseChangeMessage({ contentChanged: { sequence: 0, tags: [] } })).toEqual({ sequence: 0, tags: [] })
  })

  it('keeps only the fields it knows', () => {
    expect(parseChangeMessage({ contentChanged: { sequence: 1, tags: ['pages'], extra: { x: 1 } } })).toEqual({
      sequence: 1,
      tags: ['pages'],
    })
  })

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', '{"contentChanged":{"sequence":1,"tags":[]}}'],
    ['an array', [{ sequence: 1, tags: [] }]],
    ['no contentChanged', { sequence: 1, tags: [] }],
    ['contentChanged null', { contentChanged: null }],
    ['no sequence', { contentChanged: { tags: ['pages'] } }],
    ['a string sequence', { contentChanged: { sequence: '1', tags: ['pages'] } }],
    ['a fractional sequence', { contentChanged: { sequence: 1.5, tags: ['pages'] } }],
    ['an infinite sequence', { contentChanged: { sequence: Number.POSITIVE_INFINITY, tags: ['pages'] } }],
    ['NaN', { contentChanged: { sequence: Number.NaN, tags: ['pages'] } }],
    ['a sequence beyond safe integers', { contentChanged: { sequence: 2 ** 53, tags: ['pages'] } }],
    ['no tags', { contentChanged: { sequence: 1 } }],
    ['tags a string', { contentChanged: { sequence: 1, tags: 'pages' } }],
    ['a tag not a string', { contentChanged: { sequence: 1, tags: ['pages', 3] } }],
    ['a null tag', { contentChanged: { sequence: 1, tags: [null] } }],
  ])('refuses %s', (_, data) => {
    expect(parseChangeMessage(data)).toBeNull()
  })
})

describe('parseChangeLog (GET /api/content-changes)', () => {
  const change = { sequence: 4, tags: ['jobs:engineer'] }

  it('reads a log, with and without an oldest entry', () => {
    expect(parseChangeLog({ oldest: 3, latest: 4, changes: [change] })).toEqual({
      oldest: 3,
      latest: 4,
      changes: [change],
    })
    expect(parseChangeLog({ oldest: null, latest: 0, changes: [] })).toEqual({ oldest: null, latest: 0, changes: [] })
  })

  it.each([
    ['nothing', undefined],
    ['an error answer', { error: 'Too many requests' }],
    ['no oldest', { latest: 4, changes: [] }],
    ['oldest a string', { oldest: '3', latest: 4, changes: [] }],
    ['no latest', { oldest: 3, changes: [] }],
    ['latest null', { oldest: 3, latest: null, changes: [] }],
    ['latest fractional', { oldest: 3, latest: 4.2, changes: [] }],
    ['changes missing', { oldest: 3, latest: 4 }],
    ['changes an object', { oldest: 3, latest: 4, changes: { 0: change } }],
    ['one malformed change among good ones', { oldest: 3, latest: 5, changes: [change, { sequence: 5 }] }],
    ['a change null', { oldest: 3, latest: 4, changes: [null] }],
  ])('refuses %s', (_, value) => {
    expect(parseChangeLog(value)).toBeNull()
  })
})
