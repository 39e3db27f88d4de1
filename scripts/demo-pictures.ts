/**
 * npm run demo:pictures: the demo content's pictures, made here rather than downloaded.
 * Renders a mock of each fictional client's site (content/case-studies.json) in Chromium and
 * screenshots it (desktop, phone, a detail, a cover), composes a banner picture per page from
 * those screens, and draws the fictional companies' wordmarks, partner and award badges.
 * Writes WebP files (sharp) to content/media/ and their alt texts to content/media.json,
 * which the seed uploads into Media (src/seed/seed.ts). Uses Debian's Chromium.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'
import { loadDataset } from '../src/seed/dataset'
import { MEDIA_MAX_BYTES, type MediaEntry } from '../src/seed/media'
import { mix } from './demo-art'
import { BRAND, SITES } from './demo-sites'

const contentDir = path.resolve(process.env.CONTENT_DIR || 'content')
const outDir = path.join(contentDir, 'media')
// Read without the previous list of pictures, which this run replaces.
await fs.rm(path.join(contentDir, 'media.json'), { force: true })
const data = await loadDataset(contentDir)

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const doc = (body: string, css = '') => `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}body{font:16px/1.5 Liberation Sans,sans-serif}${css}</style></head>
<body>${body}</body></html>`

type Shots = { id: string; name: string; desktop: string; phone: string; detail: string; still: string; brand: string }

/** A lit ground in a client's colour: light from the upper left, a darker floor, a soft vignette. */
const ground = (brand: string) =>
  `background:radial-gradient(ellipse 80% 70% at 28% 18%,${mix(brand, '#ffffff', 0.28)} 0%,${brand} 48%,${mix(brand, '#000000', 0.55)} 100%)`

const frames = `.stage{position:relative;width:960px;height:720px;overflow:hidden}
.bg{position:absolute;inset:0}.bg svg{width:100%;height:100%}
.lap{position:absolute;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 30px 60px -10px #000a,0 8px 18px #0005}
.lap img{display:block;width:100%}.chrome{height:26px;background:linear-gradient(#f4f4f4,#e4e4e4);display:flex;gap:6px;align-items:center;
padding:0 11px;border-bottom:1px solid #d0d0d0}.chrome i{width:10px;height:10px;border-radius:50%;background:#cfcfcf}
.chrome i:nth-child(1){background:#ee6a5f}.chrome i:nth-child(2){background:#f5bd4f}.chrome i:nth-child(3){background:#61c454}
.chrome u{margin-left:14px;height:14px;width:38%;border-radius:7px;background:#fff;border:1px solid #d8d8d8}
.ph{position:absolute;padding:9px;border-radius:38px;background:linear-gradient(135deg,#3a3a3c,#111 40%,#2a2a2c);
box-shadow:0 30px 60px -12px #000b,0 6px 14px #0006,inset 0 0 0 1.5px #555}
.ph div{border-radius:30px;overflow:hidden;position:relative}.ph img{display:block;width:100%}
.ph div::before{content:"";position:absolute;top:8px;left:50%;width:32%;height:18px;margin-left:-16%;border-radius:10px;background:#111;z-index:2}
.card{position:absolute;border-radius:14px;overflow:hidden;box-shadow:0 30px 60px -10px #000a,0 6px 14px #0005}.card img{display:block;width:100%}
.sheen{position:absolute;inset:0;background:linear-gradient(115deg,#ffffff14 0%,#ffffff00 40%);pointer-events:none}`

const lap = (src: string, css: string, crop?: number) =>
  `<div class="lap" style="${css}"><div class="chrome"><i></i><i></i><i></i><u></u></div>${
    crop ? `<div style="height:${crop}px;overflow:hidden"><img src="${src}"></div>` : `<img src="${src}">`
  }</div>`
const handset = (src: string, css: string, h?: number) =>
  `<div class="ph" style="${css}"><div${h ? ` style="height:${h}px"` : ''}><img src="${src}"></div></div>`
const card = (src: string, css: string) => `<div class="card" style="${css}"><img src="${src}"></div>`

/** The banner and cover arrangements: each a composition of a client's screens, product still life and details. */
const layouts = {
  /** A laptop-sized browser with the phone in front of it. */
  deskPhone: (a: Shots) =>
    `<div class="bg" style="${ground(a.brand)}"></div>${lap(a.desktop, 'left:54px;top:96px;width:720px')}${handset(a.phone, 'left:660px;top:170px;width:236px')}`,
  /** A case study's cover: the site in a browser and on a phone, over the client's still life (or its colour). */
  cover: (a: Shots) =>
    `<div class="bg"${a.still ? '' : ` style="${ground(a.brand)}"`}>${a.still}</div>${lap(a.desktop, 'left:40px;top:110px;width:700px;transform:perspective(1800px) rotateY(8deg)')}${handset(
      a.phone,
      'left:668px;top:150px;width:232px;transform:rotate(-3deg)',
    )}`,
  /** The product still life, with the store on a phone standing in it. */
  stillPhone: (a: Shots) =>
    `<div class="bg">${a.still}</div>${handset(a.phone, 'left:612px;top:70px;width:252px;transform:rotate(4deg)')}`,
  /** The still life, with the product page floating over it. */
  stillDetail: (a: Shots) =>
    `<div class="bg">${a.still}</div>${card(a.detail, 'left:250px;top:64px;width:660px;transform:rotate(-2deg)')}`,
  /** The still life with the store open in a browser. */
  stillDesk: (a: Shots) =>
    `<div class="bg">${a.still}</div>${lap(a.desktop, 'left:300px;top:54px;width:620px;transform:perspective(1600px) rotateY(-14deg)')}`,
  /** A close view of the first screen, cropped by the edge, with the detail in front. */
  deskDetail: (a: Shots) =>
    `<div class="bg" style="${ground(a.brand)}"></div>${lap(a.desktop, 'left:-60px;top:60px;width:900px')}${card(a.detail, 'left:470px;top:360px;width:450px')}`,
  /** The detail large, the phone beside it. */
  detailPhone: (a: Shots) =>
    `<div class="bg" style="${ground(a.brand)}"></div>${card(a.detail, 'left:50px;top:120px;width:600px')}${handset(a.phone, 'left:640px;top:60px;width:250px')}`,
  /** Three clients' stores on three phones, fanned. */
  threePhones: (a: Shots, b: Shots, c: Shots) =>
    `<div class="bg" style="${ground(b.brand)}"></div>${handset(a.phone, 'left:92px;top:120px;width:240px;transform:rotate(-8deg)')}${handset(
      c.phone,
      'left:628px;top:120px;width:240px;transform:rotate(8deg)',
    )}${handset(b.phone, 'left:354px;top:62px;width:252px')}`,
  /** Four clients' sites on a tilted wall of screens. */
  wall: (a: Shots, b: Shots, c: Shots, d: Shots) =>
    `<div class="bg" style="${ground(a.brand)}"></div><div style="position:absolute;left:-120px;top:-70px;width:1300px;display:grid;
grid-template-columns:1fr 1fr;gap:36px;transform:perspective(2000px) rotateX(24deg) rotateZ(-12deg)">${[a, b, c, d]
      .map((x) => `<div class="lap" style="position:relative">${`<img src="${x.desktop}">`}</div>`)
      .join('')}</div>`,
  /** One client's browser behind another's phone, and a third's detail. */
  mix: (a: Shots, b: Shots, c: Shots) =>
    `<div class="bg" style="${ground(a.brand)}"></div>${lap(a.desktop, 'left:40px;top:60px;width:640px')}${card(c.detail, 'left:420px;top:400px;width:360px')}${handset(
      b.phone,
      'left:700px;top:120px;width:222px',
    )}`,
  /** Four stores' still lifes as a grid of prints, a phone in the middle. */
  stills: (a: Shots, b: Shots, c: Shots, d: Shots) =>
    `<div class="bg" style="display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr;gap:6px;background:#111">${[
      a,
      b,
      c,
      d,
    ]
      .map((x) => `<div style="overflow:hidden">${x.still}</div>`)
      .join('')}</div>${handset(a.phone, 'left:372px;top:96px;width:216px')}`,
}
type Layout = keyof typeof layouts

const wordmark = (name: string, colour: string) =>
  doc(
    `<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:18px 26px;
font:700 34px Liberation Sans,sans-serif;color:${colour}">
<svg width="44" height="44" viewBox="0 0 44 44"><rect x="4" y="4" width="36" height="36" rx="10" fill="${colour}"/>
<text x="22" y="30" text-anchor="middle" fill="#fff" font-size="20" font-family="Liberation Sans">${esc(name[0])}
</text></svg>${esc(name)}</div>`,
    'body{background:transparent}',
  )

const partnerBadge = (title: string) =>
  doc(
    `<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:16px 24px;border:3px solid #1f2937;
border-radius:16px;font:700 26px Liberation Sans,sans-serif;color:#1f2937;background:#fff">
<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1f7a4d"/>
<path d="M11 21l6 6 12-14" stroke="#fff" stroke-width="4" fill="none"/></svg><span>${esc(title)}
<small style="display:block;font-size:14px;font-weight:400">Verified partner</small></span></div>`,
    'body{background:transparent}',
  )

const awardBadge = (title: string, issuer: string) =>
  doc(
    `<div id="m" style="width:280px;height:280px;border-radius:50%;background:#1c2033;display:grid;place-items:center;
text-align:center;color:#fff;font-family:Liberation Sans,sans-serif;border:8px double #d4a93a">
<div style="padding:30px"><div style="font-size:13px;letter-spacing:3px;color:#d4a93a;font-weight:700">AWARD</div>
<div style="font-size:20px;font-weight:700;margin:8px 0;line-height:1.2">${esc(title)}</div>
<div style="font-size:13px;opacity:.85">${esc(issuer)}</div></div></div>`,
    'body{background:transparent}',
  )

const entries: MediaEntry[] = []
async function save(file: string, png: Buffer, alt: string, opts: { width?: number; quality?: number } = {}) {
  let quality = opts.quality ?? 72
  let out: Buffer
  // Lower the quality until the file fits the budget (MEDIA_MAX_BYTES).
  do {
    out = await sharp(png)
      .resize({ width: opts.width, withoutEnlargement: true })
      .webp({ quality, effort: 6 })
      .toBuffer()
    quality -= 8
  } while (out.length > MEDIA_MAX_BYTES && quality > 20)
  await fs.writeFile(path.join(outDir, file), out)
  entries.push({ file, alt })
}

async function shot(page: Page, html: string, selector?: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' })
  return selector ? page.locator(selector).screenshot({ omitBackground: true }) : page.screenshot()
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

await fs.rm(outDir, { recursive: true, force: true })
await fs.mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } })
const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
const detail = await browser.newPage({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 2 })
const stage = await browser.newPage({ viewport: { width: 960, height: 720 } })
const marks = await browser.newPage({ viewport: { width: 900, height: 400 }, deviceScaleFactor: 2 })

const clientName = (id: string) => data.pageContents.find((c) => c.id === id)?.title ?? id
const shots = new Map<string, Shots>()
const compose = (inner: string) =>
  shot(stage, doc(`<div class="stage">${inner}<div class="sheen"></div></div>`, frames))
// The file names come from the dataset (case studies' cover and gallery, pages' banners, page contents' thumbnails).
for (const study of data.caseStudies) {
  const site = SITES[study.client]
  if (!site) throw new Error(`no site for ${study.client}`)
  const name = clientName(study.client)
  const d = await shot(desktop, site.home)
  const p = await shot(phone, site.home)
  const t = await shot(detail, site.detail)
  const s: Shots = {
    id: study.client,
    name,
    desktop: dataUrl(d),
    phone: dataUrl(p),
    detail: dataUrl(t),
    still: site.still,
    brand: BRAND[study.client],
  }
  shots.set(study.client.replace('client-', ''), s)
  const [onDesktop, onPhone, inDetail] = study.images
  await save(onDesktop.image, d, site.alt.desktop)
  await save(onPhone.image, p, site.alt.phone, { width: 585 })
  await save(inDetail.image, t, site.alt.detail, { width: 960 })
  const what = site.still
    ? 'store in a browser and on a phone, in front of its products'
    : 'portal in a browser and on a phone'
  await save(study.thumbnail, await compose(layouts.cover(s)), `${name}'s ${what}`)
}

const c = (k: string) => {
  const s = shots.get(k)
  if (!s) throw new Error(`no screens of ${k}`)
  return s
}
type Banner = { layout: Layout; of: string[]; alt: string }
/** Each page's banner: which clients' pictures, in which arrangement; no two pages share one, none carries words. */
const BANNERS: Record<string, Banner> = {
  home: {
    layout: 'mix',
    of: ['keystone-spirits', 'lumen-skincare', 'harbor-goods'],
    alt: 'Stores Northgrid built: Keystone Spirits in a browser, Lumen Skincare on a phone and the Harbor Goods gift box builder',
  },
  services: {
    layout: 'threePhones',
    of: ['fieldstone-outdoor', 'lumen-skincare', 'meridian-freight'],
    alt: 'Three client sites on phones: Fieldstone Outdoor, Lumen Skincare and the Meridian Freight portal',
  },
  'ecommerce-development': {
    layout: 'deskPhone',
    of: ['keystone-spirits'],
    alt: 'The Keystone Spirits store on a laptop and a phone, with same-day delivery to a Montclair ZIP code',
  },
  'website-design-development': {
    layout: 'deskDetail',
    of: ['tandem-health-labs'],
    alt: 'The Tandem care app in a browser, with its medication list in front',
  },
  'branding-user-experience-design': {
    layout: 'stillPhone',
    of: ['lumen-skincare'],
    alt: 'Lumen Skincare bottles and jars on a blush stone shelf, with the new store on a phone',
  },
  'digital-marketing': {
    layout: 'stillDetail',
    of: ['harbor-goods'],
    alt: 'The Harbor Goods gift box builder over its olive oil, salami, Gruyère and honey',
  },
  'digital-transformation': {
    layout: 'deskDetail',
    of: ['meridian-freight'],
    alt: 'The Meridian Freight portal in a browser, with an instant freight price in front',
  },
  'cto-as-a-service': {
    layout: 'detailPhone',
    of: ['tandem-health-labs'],
    alt: "Tandem's medication list and its care app on a phone",
  },
  'migrate-to-shopify': {
    layout: 'stillPhone',
    of: ['harbor-goods'],
    alt: 'Harbor Goods pantry goods on a wooden counter, with its Shopify Plus store on a phone',
  },
  'migrate-to-magento2': {
    layout: 'stillPhone',
    of: ['fieldstone-outdoor'],
    alt: 'A Fieldstone tent, pack and sleeping bag below hills at dusk, with its Magento 2 store on a phone',
  },
  tradegecko: {
    layout: 'stillDetail',
    of: ['copperleaf-home'],
    alt: 'A Copperleaf Home reading corner, with its product page showing stock by warehouse and showroom',
  },
  'case-studies': {
    layout: 'wall',
    of: ['keystone-spirits', 'harbor-goods', 'fieldstone-outdoor', 'lumen-skincare'],
    alt: 'Four stores Northgrid built, on a wall of screens: Keystone Spirits, Harbor Goods, Fieldstone Outdoor and Lumen Skincare',
  },
  'category-case-studies': {
    layout: 'wall',
    of: ['copperleaf-home', 'meridian-freight', 'tandem-health-labs', 'keystone-spirits'],
    alt: 'Four sites Northgrid built, on a wall of screens: Copperleaf Home, Meridian Freight, Tandem and Keystone Spirits',
  },
  'our-clients': {
    layout: 'threePhones',
    of: ['keystone-spirits', 'copperleaf-home', 'tandem-health-labs'],
    alt: 'Three client sites on phones: Keystone Spirits, Copperleaf Home and the Tandem care app',
  },
  'about-us': {
    layout: 'stillDesk',
    of: ['copperleaf-home'],
    alt: 'The Copperleaf Home store in a browser, in front of its reading corner with an oak table and a copper pendant',
  },
  blogs: {
    layout: 'mix',
    of: ['fieldstone-outdoor', 'tandem-health-labs', 'lumen-skincare'],
    alt: 'Fieldstone Outdoor in a browser, the Tandem care app on a phone and the Lumen Skincare routine builder',
  },
  jobs: { layout: 'deskPhone', of: ['harbor-goods'], alt: 'The Harbor Goods store on a laptop and a phone' },
  internship: {
    layout: 'threePhones',
    of: ['harbor-goods', 'fieldstone-outdoor', 'tandem-health-labs'],
    alt: 'Three client sites on phones: Harbor Goods, Fieldstone Outdoor and the Tandem care app',
  },
  'landing-page': {
    layout: 'deskPhone',
    of: ['lumen-skincare'],
    alt: 'The Lumen Skincare store on a laptop and a phone',
  },
  survey: {
    layout: 'deskDetail',
    of: ['keystone-spirits'],
    alt: 'The Keystone Spirits store in a browser, with a product page showing stock at three stores',
  },
  'contact-us': {
    layout: 'stillPhone',
    of: ['keystone-spirits'],
    alt: 'Keystone Spirits bottles on a bar, with its store on a phone',
  },
  'new-project': {
    layout: 'stillDesk',
    of: ['fieldstone-outdoor'],
    alt: 'The Fieldstone Outdoor store in a browser, in front of a tent below hills at dusk',
  },
  'empire-business-review-fast-50': {
    layout: 'stills',
    of: ['lumen-skincare', 'keystone-spirits', 'harbor-goods', 'copperleaf-home'],
    alt: "Product still lifes from four client stores around Lumen Skincare's store on a phone",
  },
}
for (const page of data.pages.filter((p) => p.bannerImage)) {
  const banner = BANNERS[page.slug]
  if (!banner) throw new Error(`no banner arrangement for ${page.slug}`)
  const of = banner.of.map(c) as [Shots, Shots, Shots, Shots]
  await save(page.bannerImage ?? '', await compose(layouts[banner.layout](...of)), banner.alt, { quality: 64 })
}
const arrangements = Object.values(BANNERS).map((b) => `${b.layout}:${b.of.join()}`)
if (new Set(arrangements).size !== arrangements.length) throw new Error('two banners share an arrangement')

for (const item of data.pageContents) {
  if (!item.thumbnail) continue
  const title = item.title ?? ''
  if (item.type === 'Clients')
    await save(item.thumbnail, await shot(marks, wordmark(title, BRAND[item.id] ?? '#1f2937'), '#m'), `${title} logo`)
  else if (item.type === 'Partners')
    await save(item.thumbnail, await shot(marks, partnerBadge(title), '#m'), `${title} badge`)
  else if (item.type === 'Awards')
    await save(
      item.thumbnail,
      await shot(marks, awardBadge(title, item.shortDescription ?? ''), '#m'),
      `${title}, ${item.shortDescription} badge`,
    )
  else throw new Error(`no drawing for a ${item.type} picture (${item.id})`)
}
await browser.close()

await fs.writeFile(path.join(contentDir, 'media.json'), `${JSON.stringify(entries, null, 2)}\n`)
const sizes = await Promise.all(entries.map(async (e) => (await fs.stat(path.join(outDir, e.file))).size))
const kb = (bytes: number) => (bytes / 1024).toFixed(0)
const total = kb(sizes.reduce((a, b) => a + b, 0))
console.log(`${entries.length} pictures in ${outDir}, ${total} KB in all, largest ${kb(Math.max(...sizes))} KB`)
