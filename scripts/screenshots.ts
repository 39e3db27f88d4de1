/**
 * npm run screenshots: a full-page screenshot of every route at 375 px and 1280 px wide,
 * saved in screenshots/ (git-ignored). Needs the site running (npm start) at BASE_URL
 * (default http://localhost:3000). Uses Debian's Chromium.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { datasetPaths, loadDataset } from '../src/seed/dataset'

const base = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
const only = process.argv.slice(2)
const out = path.resolve('screenshots')
const widths = [375, 1280]

const data = await loadDataset(process.env.CONTENT_DIR || undefined)
const routes = [...datasetPaths(data), '/404', '/build/login'].filter((r) => only.length === 0 || only.some((o) => r.includes(o)))

await fs.mkdir(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
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
