import { describe, expect, it } from 'vitest'

import { MAX_JSON_DEPTH, duplicateJsonKeys, nestsDeeperThan, parseFormBody } from './parse'

const bytes = (s: string | number[]) => (typeof s === 'string' ? new TextEncoder().encode(s) : new Uint8Array(s))

describe('duplicateJsonKeys', () => {
  it('finds names repeated in one object, at any depth, whatever their escapes', () => {
    expect(duplicateJsonKeys('{"a":1,"b":2}')).toEqual([])
    expect(duplicateJsonKeys('{"a":1,"a":2}')).toEqual(['a'])
    expect(duplicateJsonKeys('{"a":1,"\\u0061":2}')).toEqual(['a'])
    expect(duplicateJsonKeys('{"a":{"x":1},"b":{"x":2}}')).toEqual([])
    expect(duplicateJsonKeys('{"a":["a","a"],"b":"a"}')).toEqual([])
    expect(duplicateJsonKeys('{"s":"{\\"a\\":1,\\"a\\":2}"}')).toEqual([])
    expect(duplicateJsonKeys('[{"k":1,"k":2}]')).toEqual(['k'])
  })
})

describe('parseFormBody', () => {
  it('reads JSON, urlencoded and multipart into the same values', async () => {
    for (const [type, body] of [
      ['application/json', '{"name":"Ana","email":"a@example.org","message":"Hi"}'],
      ['application/x-www-form-urlencoded', 'name=Ana&email=a%40example.org&message=Hi'],
      [
        'multipart/form-data; boundary=B',
        '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--B\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org\r\n--B\r\nContent-Disposition: form-data; name="message"\r\n\r\nHi\r\n--B--\r\n',
      ],
    ] as const) {
      const parsed = await parseFormBody('contact', type, bytes(body))
      expect(parsed).toEqual({
        ok: true,
        value: expect.objectContaining({ name: 'Ana', email: 'a@example.org', message: 'Hi' }),
      })
    }
  })

  it('keeps repeated checkbox names as a list', async () => {
    const parsed = await parseFormBody('quote', 'application/x-www-form-urlencoded', bytes('services=A&services=B'))
    expect(parsed).toMatchObject({ ok: true, value: { services: ['A', 'B'] } })
  })

  it.each([
    [
      'bytes that are not UTF-8',
      'application/json',
      [0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
      /not valid text/,
    ],
    ['percent-encoded bytes that are not UTF-8', 'application/x-www-form-urlencoded', 'name=%FF', /not valid text/],
    ['a lone surrogate', 'application/json', '{"name":"\\ud800"}', /not valid text/],
    ['a duplicate JSON key', 'application/json', '{"name":"a","name":"b"}', /Fix the fields/],
    ['a duplicate form key', 'application/x-www-form-urlencoded', 'name=a&name=b', /Fix the fields/],
    ['__proto__ in JSON', 'application/json', '{"__proto__":{"x":1}}', /Fix the fields/],
    ['__proto__ in a form post', 'application/x-www-form-urlencoded', '__proto__=x', /Fix the fields/],
    ['an unknown field', 'application/json', '{"isAdmin":true}', /Fix the fields/],
    ['another content type', 'text/plain', 'name=a', /JSON or as form data/],
  ] as const)('refuses %s', async (_what, type, body, message) => {
    const parsed = await parseFormBody('contact', type, bytes(body as string | number[]))
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.status).toBeGreaterThanOrEqual(400)
      expect(parsed.status).toBeLessThan(500)
      expect(parsed.message).toMatch(message)
    }
  })

  it('names the unknown and repeated fields for the visitor', async () => {
    expect(await parseFormBody('contact', 'application/json', bytes('{"__proto__":1,"isAdmin":2}'))).toMatchObject({
      ok: false,
      errors: { _form: 'Unknown field: __proto__, isAdmin.' },
    })
    expect(await parseFormBody('contact', 'application/json', bytes('{"name":"a","name":"b"}'))).toMatchObject({
      ok: false,
      errors: { name: 'Your name was sent more than once; send it once.' },
    })
  })
})

describe('nesting', () => {
  it('refuses a body nested thousands deep with a 400 before parsing it (no stack overflow)', async () => {
    for (const body of [
      `{"name":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    ]) {
      const parsed = await parseFormBody('contact', 'application/json', bytes(body))
      expect(parsed).toMatchObject({ ok: false, status: 400 })
    }
  })
  it('counts brackets inside strings as text', () => {
    expect(nestsDeeperThan(`{"name":"${'['.repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false)
    expect(nestsDeeperThan(`{"name":"a\\"${'{'.repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false)
    expect(nestsDeeperThan(`{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`, MAX_JSON_DEPTH)).toBe(
      true,
    )
  })
})
