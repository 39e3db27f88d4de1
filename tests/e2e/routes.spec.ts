import { expect, test } from './fixtures'

import { datasetPromise, escapeHtml } from './dataset'
import { pageHref } from '../../src/lib/content/reshape'

/** Every route of SPEC.md section 2 answers 200 with its own copy, served from the CMS. */
test('every content page, case study, post and job answers 200 with its own copy', async ({ request }) => {
  const data = await datasetPromise
  const expectations: [string, string][] = [
    ...data.pages.map((p) => [pageHref(p.slug), p.bannerTitle] as [string, string]),
    ...data.caseStudies.map((c) => [`/${c.slug}`, c.title] as [string, string]),
    ...data.posts.map((p) => [`/blog/${p.slug}`, p.title] as [string, string]),
    ...data.jobs.map((j) => [`/job/${j.slug}`, j.title] as [string, string]),
    ['/blog', data.posts[0].title],
  ]
  const failures: string[] = []
  for (const [path, copy] of expectations) {
    const res = await request.get(path)
    const body = await res.text()
    if (res.status() !== 200) failures.push(`${path}: status ${res.status()}`)
    else if (!body.includes(escapeHtml(copy))) failures.push(`${path}: missing "${copy}"`)
  }
  expect(failures).toEqual([])
})

test('the routes SPEC.md names all exist', async ({ request }) => {
  const named = [
    '/',
    '/about-us',
    '/blogs',
    '/branding-user-experience-design',
    '/case-studies',
    '/category/case-studies',
    '/contact-us',
    '/cookies-policy',
    '/cto-as-a-service',
    '/digital-transformation',
    '/ecommerce-development',
    '/internship',
    '/jobs',
    '/landing-page',
    '/liquor-store-transformation',
    '/migrate-to-magento2',
    '/migrate-to-shopify',
    '/new-project',
    '/our-clients',
    '/privacy-policy',
    '/services',
    '/survey',
    '/terms-conditions',
    '/testing_123form',
    '/thankyou',
    '/website-design-development',
    '/empire-business-review-fast-50',
    '/digital-marketing',
    '/tradegecko',
    '/blog',
    '/job/engineering-manager',
    '/job/full-stack-developer',
    '/job/senior-shopify-developer',
    '/job/senior-ux-ui-designer',
    '/job/senior-web-developer',
    '/job/shopify-web-developer',
    '/build/login',
  ]
  const statuses = await Promise.all(named.map(async (p) => [p, (await request.get(p)).status()] as const))
  expect(statuses.filter(([, s]) => s !== 200)).toEqual([])
})

test('each page has its title, description, keywords, canonical URL and social tags', async ({ page, baseURL }) => {
  const data = await datasetPromise
  const about = data.pages.find((p) => p.slug === 'about-us')!
  await page.goto('/about-us')
  await expect(page).toHaveTitle(`${about.title} | ${data.settings.agencyName}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about.shortDescription)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', about.keywords.join(','))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about-us`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/about-us`)
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', about.metaData.Site_name)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', about.metaData.Locale)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', about.metaData.twitter_card)
  await expect(page.locator('meta[name="twitter:site"]')).toHaveAttribute('content', about.metaData.twitter_site)
  await expect(page.locator('h1')).toHaveCount(1)
})

test('pages, posts and jobs have generated Open Graph images', async ({ page, request }) => {
  for (const path of [
    '/',
    '/about-us',
    '/blog/two-week-sprints-explained',
    '/job/senior-web-developer',
    '/liquor-store-transformation',
  ]) {
    await page.goto(path)
    const url = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(url, path).toMatch(/\/og\/(page|post|job|case-study)\/[\w-]+\.png$/)
    const res = await request.get(new URL(url!).pathname)
    expect(res.status(), url!).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const png = await res.body()
    expect(png.readUInt32BE(16)).toBe(1200) // IHDR width
    expect(png.readUInt32BE(20)).toBe(630) // IHDR height
  }
})

test('the quote, contact, survey and callback forms are rendered', async ({ page }) => {
  for (const [path, form] of [
    ['/new-project', 'quote'],
    ['/contact-us', 'contact'],
    ['/survey', 'survey'],
    ['/testing_123form', 'test'],
  ] as const) {
    await page.goto(path)
    const el = page.locator(`form[data-form="${form}"]`)
    await expect(el).toBeVisible()
    await expect(el.locator('button[type="submit"]')).toBeVisible()
  }
  await page.goto('/new-project')
  for (const label of ['Your name', 'E-mail', 'Project details', 'Budget range', 'Desired timeline']) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible()
  }
})
