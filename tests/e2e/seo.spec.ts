import { expect, test, type Page } from './fixtures'

import { datasetPromise } from './dataset'
import { pageHref } from '../../src/lib/content/reshape'

type Thing = Record<string, unknown> & { '@type': string }
const graph = async (page: Page): Promise<Thing[]> => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((b) => JSON.parse(b)['@graph'] as Thing[])
}

test('structured data: organisation and website, breadcrumbs, blog posting, job posting', async ({ page }) => {
  const data = await datasetPromise
  await page.goto('/')
  const home = await graph(page)
  const org = home.find((t) => t['@type'] === 'ProfessionalService')!
  expect(org).toMatchObject({
    name: data.settings.agencyName,
    telephone: data.settings.phone,
    address: { addressLocality: 'New York' },
  })
  expect((org.location as { address: { addressLocality: string } }[]).map((l) => l.address.addressLocality)).toEqual([
    'Los Angeles',
    'Chicago',
    'Miami',
  ])
  expect(home.some((t) => t['@type'] === 'WebSite')).toBe(true)

  await page.goto('/about-us')
  const about = await graph(page)
  expect(about.find((t) => t['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home' },
      { position: 2, name: 'About us' },
    ],
  })
  // The agency is described on the home and contact pages, not repeated in every page.
  expect(about.some((t) => t['@type'] === 'ProfessionalService')).toBe(false)
  await page.goto('/contact-us')
  expect((await graph(page)).find((t) => t['@type'] === 'ProfessionalService')).toMatchObject({
    telephone: data.settings.phone,
  })

  const post = data.posts[0]
  await page.goto(`/blog/${post.slug}`)
  expect((await graph(page)).find((t) => t['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    author: { name: post.authorName },
  })

  for (const job of data.jobs) {
    await page.goto(`/job/${job.slug}`)
    const posting = (await graph(page)).find((t) => t['@type'] === 'JobPosting')!
    for (const field of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'jobLocation',
    ])
      expect(posting[field], `${job.slug} ${field}`).toBeTruthy()
    expect(posting).toMatchObject({
      title: job.title,
      employmentType: job.employmentType,
      datePosted: job.datePosted,
      hiringOrganization: { name: data.settings.agencyName },
    })
  }
})

test('sitemap lists every public page (but those marked noindex), post, case study and job with dates; robots points at it', async ({
  request,
  baseURL,
}) => {
  const data = await datasetPromise
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const expected = [
    ...data.pages.filter((p) => !p.noindex).map((p) => pageHref(p.slug)),
    ...data.posts.map((p) => `/blog/${p.slug}`),
    ...data.caseStudies.map((c) => `/${c.slug}`),
    ...data.jobs.map((j) => `/job/${j.slug}`),
  ]
  expect(urls.sort()).toEqual(expected.map((p) => (p === '/' ? '/' : p)).sort())
  expect(xml.match(/<lastmod>/g)).toHaveLength(urls.length)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toMatch(/Disallow: \/build/)
  expect(robots).toMatch(/Disallow: \/api\//)
})
