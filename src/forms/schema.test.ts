import { describe, expect, it } from 'vitest'

import { validateSubmission } from './schema'

describe('validateSubmission', () => {
  it('accepts a complete quote request and drops empty optional fields', () => {
    const r = validateSubmission('quote', {
      name: ' Ada ',
      email: 'ada@shop.example',
      details: 'A new store',
      phone: '',
      budget: 'Not sure yet',
      services: ['E-commerce development'],
      page: '/new-project',
    })
    expect(r).toEqual({
      ok: true,
      data: {
        name: 'Ada',
        email: 'ada@shop.example',
        details: 'A new store',
        budget: 'Not sure yet',
        services: ['E-commerce development'],
        page: '/new-project',
      },
    })
  })

  it('names each missing or malformed field', () => {
    const r = validateSubmission('quote', { name: '', email: 'not-an-email', website: 'ftp://x', budget: 'A million' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toMatchObject({
      name: 'Tell us your name.',
      email: 'Check the e-mail address: it needs a name, an @ and a domain.',
      details: 'Tell us a little about the project: two or three lines are enough.',
      website: expect.stringMatching(/https:\/\//),
      budget: expect.stringMatching(/choose one of the options/),
    })
  })

  it('refuses unknown fields, wrong types and over-long values', () => {
    expect(validateSubmission('contact', { name: 'A', email: 'a@b.example', message: 'Hi', admin: true })).toEqual({
      ok: false,
      errors: { _form: 'Unknown field: admin.' },
    })
    expect(validateSubmission('contact', { name: 42, email: 'a@b.example', message: 'Hi' })).toMatchObject({
      ok: false,
      errors: { name: 'Your name must be text.' },
    })
    expect(validateSubmission('contact', { name: 'A', email: 'a@b.example', message: 'x'.repeat(5001) })).toMatchObject(
      { ok: false, errors: { message: 'Shorten this to 5,000 characters or fewer.' } },
    )
    expect(validateSubmission('newsletter', {})).toMatchObject({
      ok: false,
      errors: { email: 'Enter your e-mail address to subscribe.' },
    })
  })
})

describe('control characters', () => {
  it('refuses line breaks, tabs and controls in single-line fields, with words a person understands', () => {
    for (const name of [
      'Ada\r\nBcc: x@y.example',
      'Ada\nL',
      'Ada\tL',
      'A\u0000',
      'A\u001b[31m',
      'A\u0085',
      'A\u2028',
    ]) {
      expect(validateSubmission('contact', { name, email: 'a@b.example', message: 'Hi' })).toMatchObject({
        ok: false,
        errors: { name: 'Your name must be plain text on one line (no line breaks, tabs or control characters).' },
      })
    }
  })

  it('allows tab and line breaks in multi-line fields, nothing else', () => {
    expect(
      validateSubmission('contact', { name: 'A', email: 'a@b.example', message: 'one\r\ntwo\n\tthree' }),
    ).toMatchObject({ ok: true })
    expect(validateSubmission('contact', { name: 'A', email: 'a@b.example', message: 'one\u0000two' })).toMatchObject({
      ok: false,
      errors: { message: expect.stringMatching(/control character/) },
    })
  })

  it('keeps markup, quotes, emoji and direction marks exactly', () => {
    const name = `<b>"O'Brien"</b> 🚀 \u200fשלום`
    expect(validateSubmission('contact', { name, email: 'a@b.example', message: 'Hi' })).toMatchObject({
      ok: true,
      data: { name },
    })
  })
})
