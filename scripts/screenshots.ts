/**
 * npm run screenshots: a full-page screenshot of every route at 375 px and 1280 px wide,
 * saved in screenshots/ (git-ignored). Needs the site running (npm start) at BASE_URL
 * (default http://localhost:3000). Uses Debian's Chromium.
 *
 * npm run screenshots -- --docs: the first screen of the home page, a case study and
 * /new-project on a desktop (1280x800) and a phone (390x844), as small WebP files in
 * docs/images/ (committed, shown by the docs).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { datasetPaths, loadDataset } from '../src/seed/dataset'

const base = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
const docs = process.argv.includes('--docs')
const only = process.argv.slice(2).filter((a) => a !== '--docs')
const out = path.resolve('screenshots')
const widths = [375, 1280]

const data = await loadDataset(process.env.CONTENT_DIR || undefined)
const routes = [...datasetPaths(data), '/404', '/build/login'].filter(
  (r) => only.length === 0 || only.some((o) => r.includes(o)),
)

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
if (docs) {
  const docsOut = path.resolve('docs/images')
  await fs.mkdir(docsOut, { recursive: true })
  const screens = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
  const pages = { home: '/', 'case-study': `/${data.caseStudies[0].slug}`, 'new-project': '/new-project' }
  for (const [device, viewport] of Object.entries(screens)) {
    const page = await browser.newPage({ viewport })
    for (const [name, route] of Object.entries(pages)) {
      // A development server compiles each page on its first request: no time limit here.
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle', timeout: 0 })
      const png = await page.screenshot()
      await sharp(png)
        .webp({ quality: 70 })
        .toFile(path.join(docsOut, `${name}-${device}.webp`))
    }
    await page.close()
  }
  await browser.close()
  console.log(`6 screenshots in ${docsOut}`)
  process.exit(0)
}
await fs.mkdir(out, { recursive: true })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
    const name = `${width}-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '__')}.png`
    await page.screenshot({ path: path.join(out, name), fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`${routes.length * widths.length} screenshots in ${out}`)
