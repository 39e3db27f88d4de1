import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { DIRECT, ORIGIN_MAX } from '@/leads/origin'
import { loadDashboard } from '@/staff/dashboard'
import { send, startSite, newVisitor, type Served } from './http'

// CI's PostgreSQL pass runs this file: staff and the delivery runner write one row at once.
/**
 * Where a lead came from, through the real form route on a real database: what the browser sends (only with the
 * visitor's consent), what the send itself carries (its page's utm_* in the Referer), what is dropped, what is
 * refused, and the dashboard's breakdown read back through the admin list filters it links to.
 */
let payload: Payload
let site: Served
const stamp = Date.now().toString(36)

beforeAll(async () => {
  payload = await getPayload({ config })
  site = await startSite()
})

afterAll(async () => {
  await site?.close()
  stopRunner()
  await payload?.destroy()
})

const contact = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Ines Marlow',
  email,
  message: 'We would like to talk about a rebuild of our store.',
  page: '/contact',
  ...extra,
})

async function sendContact(body: object, headers: Record<string, string> = {}) {
  return send(site, { path: '/api/forms/contact', body, headers, from: newVisitor() })
}

async function stored(email: string) {
  const { docs } = await payload.find({
    collection: 'contactMessages',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

describe('a lead records where its visit began', () => {
  it('keeps the campaign, the referring site (its origin only) and the landing page the browser sent', async () => {
    const email = `origin-${stamp}@example.org`
    const origin = new URLSearchParams({
      utm_source: `newsletter-${stamp}`,
      utm_medium: 'email',
      utm_campaign: 'Fall été 2026',
      ref: 'https://news.example.net/issue/42?ref=secret',
      landing: '/ecommerce-development',
    }).toString()
    const answer = await sendContact(contact(email, { origin }))
    expect(answer.status, answer.text).toBe(200)
    const [lead] = await stored(email)
    expect(lead).toMatchObject({
      utmSource: `newsletter-${stamp}`,
      utmMedium: 'email',
      utmCampaign: 'Fall été 2026',
      utmTerm: null,
      referrer: 'https://news.example.net',
      landingPage: '/ecommerce-development',
      sourcePage: '/contact',
    })
  })

  it('without the browser’s field, reads the campaign from the send’s own page (a form posted without script)', async () => {
    const email = `referer-${stamp}@example.org`
    const form = new URLSearchParams(contact(email)).toString()
    const answer = await send(site, {
      path: '/api/forms/contact',
      body: form,
      from: newVisitor(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: `127.0.0.1:${site.port}`,
        referer: `http://127.0.0.1:${site.port}/contact?utm_source=ads-${stamp}&utm_campaign=spring`,
      },
    })
    expect(answer.status).toBeLessThan(400)
    const [lead] = await stored(email)
    expect(lead).toMatchObject({
      utmSource: `ads-${stamp}`,
      utmCampaign: 'spring',
      referrer: null,
      landingPage: null,
    })
  })

  it('ignores a Referer from another site, and a campaign on it', async () => {
    const email = `foreign-${stamp}@example.org`
    const answer = await sendContact(contact(email), {
      referer: `https://elsewhere.example/?utm_source=forged-${stamp}`,
    })
    expect(answer.status).toBe(200)
    const [lead] = await stored(email)
    expect(lead).toMatchObject({ utmSource: null, referrer: null, landingPage: null })
  })

  it('drops parts that do not parse and still takes the lead', async () => {
    const email = `junk-${stamp}@example.org`
    const origin = new URLSearchParams({
      utm_source: 'evil\r\nBcc: x@example.org',
      utm_medium: 'x'.repeat(ORIGIN_MAX.utm + 1),
      utm_campaign: '\u202Egnp.exe',
      ref: 'javascript:alert(1)',
      landing: '//evil.example/path',
    }).toString()
    const answer = await sendContact(contact(email, { origin }))
    expect(answer.status, answer.text).toBe(200)
    const [lead] = await stored(email)
    expect(lead).toMatchObject({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrer: null,
      landingPage: null,
    })
  })

  it('refuses an origin field over its bound with a 400 and stores nothing', async () => {
    const email = `huge-${stamp}@example.org`
    const answer = await sendContact(contact(email, { origin: `utm_source=${'a'.repeat(ORIGIN_MAX.field)}` }))
    expect(answer.status).toBe(400)
    expect(await stored(email)).toHaveLength(0)
  })

  it('is not asked of privacy requests: the field exists only on leads', () => {
    const fields = payload.collections.privacyRequests.config.flattenedFields.map((f) => f.name)
    expect(fields).not.toContain('utmSource')
    expect(payload.collections.contactMessages.config.flattenedFields.map((f) => f.name)).toContain('utmSource')
  })
})

describe('the dashboard’s leads by source and by landing page', () => {
  it('counts each source over the weeks, spam left out, and links to lists that hold those leads', async () => {
    const source = `partner-${stamp}`
    const landing = `/blog/origin-${stamp}`
    const originOf = (extra: Record<string, string> = {}) =>
      new URLSearchParams({ utm_source: source, landing, ...extra }).toString()
    for (const i of [1, 2, 3]) {
      const r = await sendContact(contact(`src${i}-${stamp}@example.org`, { origin: originOf() }))
      expect(r.status).toBe(200)
    }
    const quote = await send(site, {
      path: '/api/forms/quote',
      from: newVisitor(),
      body: {
        name: 'Omar Reyes',
        email: `src-quote-${stamp}@example.org`,
        details: 'A new storefront for our coffee roastery.',
        budget: '$25,000 to $50,000',
        page: '/new-project',
        origin: originOf(),
      },
    })
    expect(quote.status, quote.text).toBe(200)
    // A spam-marked lead of the same source is not counted.
    const [spam] = await stored(`src3-${stamp}@example.org`)
    await payload.update({ collection: 'contactMessages', id: spam.id, data: { status: 'spam' }, overrideAccess: true })

    const admin = { id: 1, roles: ['admin'] }
    const data = await loadDashboard(payload, admin, Date.now() - 3600_000)
    const origins = data.leads!.origins
    const row = origins.sources.find((r) => r.label === source)
    expect(row, JSON.stringify(origins.sources)).toBeDefined()
    expect(row!.total).toBe(3)
    const byKind = Object.fromEntries(row!.perKind.map((f) => [f.label, f.count]))
    expect(byKind).toMatchObject({ 'Contact messages': 2, 'Quote requests': 1 })
    expect(origins.landingPages.find((r) => r.label === landing)?.total).toBe(3)
    expect(origins.sources.some((r) => r.label === DIRECT)).toBe(true)

    // Each count's link opens the admin list it counts: the same filter, read back through the API.
    for (const figure of row!.perKind) {
      const url = new URL(figure.href, 'http://x')
      const collection = url.pathname.split('/')[3] as 'contactMessages' | 'quoteRequests'
      const query = url.search.slice(1)
      const where = parseWhere(query)
      const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
      expect(totalDocs, figure.href).toBe(figure.count)
    }
  })
})

/** The admin list's `where[...]` query string back into a Where, as qs reads it. */
function parseWhere(query: string): Where {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(query)) {
    const path = key.match(/[^[\]]+/g) ?? []
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value === 'false' ? false : value === 'true' ? true : value
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>
    })
  }
  return root.where as Where
}
