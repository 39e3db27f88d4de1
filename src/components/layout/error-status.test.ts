import { describe, expect, it } from 'vitest'

import { statusOf } from './error-status'

describe('statusOf', () => {
  it('takes the status the error carries', () => {
    expect(statusOf(Object.assign(new Error('x'), { status: 503 }))).toBe(503)
    expect(statusOf(Object.assign(new Error('x'), { statusCode: 410 }))).toBe(410)
  })
  it('falls back to 500 without a usable status', () => {
    expect(statusOf(new Error('x'))).toBe(500)
    expect(statusOf(Object.assign(new Error('x'), { status: 'teapot' }))).toBe(500)
    expect(statusOf(Object.assign(new Error('x'), { status: 200 }))).toBe(500)
  })
})
