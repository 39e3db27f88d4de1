import fs from 'node:fs'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { FORMS } from './definitions'
import { validateSubmission } from './schema'

/** The seeded price guide (Site settings): the quote form's budget menu starts where its prices start. */
const settings = z
  .object({ priceGuide: z.object({ ranges: z.array(z.object({ label: z.string(), range: z.string() })) }) })
  .parse(JSON.parse(fs.readFileSync('content/settings.json', 'utf8')))
const dollars = (text: string) => [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, '')))

const budget = FORMS.quote.fields.find((f) => f.name === 'budget')
const options = budget?.options ?? []

describe('the quote form budget', () => {
  it('starts at the smallest project price in the price guide (monthly fees are not projects)', () => {
    const projects = settings.priceGuide.ranges.filter((r) => !/a month/.test(r.range)).flatMap((r) => dollars(r.range))
    const smallest = Math.min(...projects)
    const floors = options.flatMap((o) => dollars(o).slice(0, 1))
    expect(smallest, `the guide's projects start at $${smallest}`).toBe(14_500)
    expect(floors[0], `the menu starts at "${options[0]}"`).toBe(smallest)
    expect(
      floors.every((f) => f >= smallest),
      options.join(' | '),
    ).toBe(true)
  })

  it('accepts each offered choice on the server, and refuses one it does not offer', () => {
    const quote = { name: 'Ada', email: 'ada@shop.example', details: 'A new store.' }
    for (const choice of options)
      expect(validateSubmission('quote', { ...quote, budget: choice }).ok, choice).toBe(true)
    const refused = validateSubmission('quote', { ...quote, budget: 'Under $10,000' })
    expect(refused).toEqual({ ok: false, errors: { budget: expect.stringMatching(/choose one of the options/) } })
  })
})
