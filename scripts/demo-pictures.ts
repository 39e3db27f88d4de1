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

const contentDir = path.resolve(process.env.CONTENT_DIR || 'content')
const outDir = path.join(contentDir, 'media')
// Read without the previous list of pictures, which this run replaces.
await fs.rm(path.join(contentDir, 'media.json'), { force: true })
const data = await loadDataset(contentDir)

type Look = {
  brand: string
  ink: string
  paper: string
  accent: string
  kind: 'store' | 'portal'
  items: string[]
  font: string
}

/** Each client's look: colours, the kind of site and what it sells or shows. */
const LOOKS: Record<string, Look> = {
  'client-keystone-spirits': {
    brand: '#5b1a2b',
    ink: '#1d1014',
    paper: '#fbf6ef',
    accent: '#c9973f',
    kind: 'store',
    font: 'Georgia, serif',
    items: [
      'Highland Single Malt 12',
      'Garden State Gin',
      'Reserve Bourbon',
      'Cabernet Sauvignon 2021',
      'Prosecco DOC',
      'Pinot Grigio',
    ],
  },
  'client-harbor-goods': {
    brand: '#0f4c5c',
    ink: '#10262c',
    paper: '#f6f3ea',
    accent: '#e36414',
    kind: 'store',
    font: 'Liberation Serif, serif',
    items: ['Smoked Sea Salt', 'Wildflower Honey', 'Olive Oil Trio', 'Maple Granola', 'Chili Crisp', 'Coffee Beans'],
  },
  'client-fieldstone-outdoor': {
    brand: '#283618',
    ink: '#1b2410',
    paper: '#fefae0',
    accent: '#dda15e',
    kind: 'store',
    font: 'Liberation Sans, sans-serif',
    items: ['Trail Pack 38 L', 'Alpine Tent 2P', 'Down Jacket', 'Hiking Boots', 'Trekking Poles', 'Camp Stove'],
  },
  'client-meridian-freight': {
    brand: '#1d3557',
    ink: '#0e1b2c',
    paper: '#f1faee',
    accent: '#e63946',
    kind: 'portal',
    font: 'Roboto, sans-serif',
    items: [
      'Newark, NJ to Dallas, TX',
      'Chicago, IL to Atlanta, GA',
      'Boston, MA to Denver, CO',
      'Miami, FL to Seattle, WA',
      'Austin, TX to Columbus, OH',
    ],
  },
  'client-lumen-skincare': {
    brand: '#b56576',
    ink: '#3a2430',
    paper: '#fff4f1',
    accent: '#eaac8b',
    kind: 'store',
    font: 'Georgia, serif',
    items: [
      'Daily Glow Serum',
      'Barrier Cream',
      'Gentle Cleanser',
      'Night Repair Oil',
      'Mineral SPF 30',
      'Hydrating Mist',
    ],
  },
  'client-copperleaf-home': {
    brand: '#9c4a1a',
    ink: '#2b1a10',
    paper: '#f8f1e7',
    accent: '#3d5a40',
    kind: 'store',
    font: 'Liberation Serif, serif',
    items: ['Oak Side Table', 'Linen Throw', 'Copper Pendant Lamp', 'Wool Rug 5x8', 'Stoneware Set', 'Reading Chair'],
  },
  'client-tandem-health-labs': {
    brand: '#2a9d8f',
    ink: '#10302c',
    paper: '#f4fbfa',
    accent: '#264653',
    kind: 'portal',
    font: 'Roboto, sans-serif',
    items: ['Sleep check-in', 'Blood pressure log', 'Care team message', 'Medication reminder', 'Lab results ready'],
  },
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const price = (i: number) => `$${(18 + ((i * 37) % 140)).toFixed(2)}`

const doc = (body: string, look: Look, extra = '') => `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}body{font:16px/1.5 ${look.font};color:${look.ink};background:${look.paper}}
.bar{display:flex;align-items:center;justify-content:space-between;padding:18px 40px;background:${look.brand};
color:#fff}
.logo{font-weight:700;font-size:22px;letter-spacing:.5px}.nav{display:flex;gap:24px;font-size:14px;opacity:.9}
.hero{display:grid;grid-template-columns:1.2fr 1fr;gap:32px;padding:48px 40px;align-items:center}
h1{font-size:44px;line-height:1.1}.lead{margin-top:14px;font-size:18px;opacity:.8}
.btn{display:inline-block;margin-top:22px;padding:12px 22px;border-radius:8px;background:${look.accent};color:#fff;
font-weight:700}
.art{height:280px;border-radius:18px;background:linear-gradient(135deg,${look.brand},${look.accent})}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 40px 40px}
.card{background:#fff;border-radius:14px;padding:14px;box-shadow:0 1px 3px #0002}
.thumb{height:130px;border-radius:10px;margin-bottom:10px}.name{font-weight:700;font-size:15px}
.price{color:${look.brand};font-weight:700}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:12px;overflow:hidden}td,th{padding:12px 14px;
text-align:left;border-bottom:1px solid #0001;font-size:14px}
th{background:${look.brand}11}.pill{display:inline-block;padding:2px 10px;border-radius:99px;font-size:12px;
font-weight:700;color:#fff}
.kpis{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;margin-bottom:20px}.kpi{background:#fff;
border-radius:12px;padding:16px}
.kpi b{display:block;font-size:30px;color:${look.brand}}
@media (max-width:600px){.bar{padding:14px 18px}.nav{display:none}.hero{grid-template-columns:1fr;padding:24px 18px}
h1{font-size:30px}
.art{height:160px}.grid{grid-template-columns:1fr 1fr;padding:0 18px 18px;gap:12px}.thumb{height:96px}
.kpis{grid-template-columns:1fr}}
${extra}</style></head><body>${body}</body></html>`

const thumbArt = (look: Look, i: number) =>
  `background:radial-gradient(circle at ${30 + ((i * 23) % 40)}
% 40%,${look.accent} 0 22%,transparent 23%),linear-gradient(${(i * 47) % 360}deg,${look.brand}cc,${look.paper})`

function sitePage(name: string, industry: string, headline: string, result: string, look: Look): string {
  const nav =
    look.kind === 'store'
      ? ['Shop', 'New in', 'Stores', 'About', 'Cart (2)']
      : ['Dashboard', 'Quotes', 'Shipments', 'Invoices', 'Account']
  const head = `<div class="bar"><span class="logo">${esc(name)}</span><nav class="nav">${nav
    .map(
      (n) => `<span>${n}
</span>`,
    )
    .join('')}</nav></div>`
  if (look.kind === 'store') {
    const cards = look.items
      .map(
        (item, i) =>
          `<div class="card"><div class="thumb" style="${thumbArt(look, i)}"></div><div class="name">${esc(item)}
</div><div class="price">${price(i)}</div></div>`,
      )
      .join('')
    return doc(
      `${head}<section class="hero"><div><h1>${esc(headline)}</h1><p class="lead">${esc(industry)}. ${esc(result)}
.</p><span class="btn">Shop now</span></div><div class="art"></div></section><section class="grid">${cards}</section>`,
      look,
    )
  }
  const colours = [look.accent, look.brand, '#6c757d', look.accent, look.brand]
  const states = ['Open', 'Quoted', 'Booked', 'In transit', 'Delivered']
  const rows = look.items
    .map(
      (item, i) =>
        `<tr><td>#${4821 + i * 7}</td><td>${esc(item)}</td><td>${price(i * 3)}</td><td>
<span class="pill" style="background:${colours[i]}">${states[i]}</span></td></tr>`,
    )
    .join('')
  return doc(
    `${head}<section class="hero" style="grid-template-columns:1fr"><div><h1>${esc(headline)}</h1>
<p class="lead">${esc(industry)}. ${esc(result)}.</p></div></section>
<section style="padding:0 40px 40px"><div class="kpis"><div class="kpi"><b>${esc(result.split(' ')[0])}
</b>headline result</div><div class="kpi"><b>128</b>active this week</div><div class="kpi"><b>99.9%</b>uptime</div>
</div>
<table><tr><th>Ref</th><th>Item</th><th>Amount</th><th>Status</th></tr>${rows}</table></section>`,
    look,
  )
}

/** The detail: the part of the site the case study is about (checkout, quote form, product page). */
function detailPage(name: string, look: Look, result: string): string {
  const inner =
    look.kind === 'store'
      ? `<div class="card" style="width:560px;padding:24px"><div style="display:flex;gap:18px">
<div class="thumb" style="width:200px;height:200px;${thumbArt(look, 2)}"></div>
<div><div class="name" style="font-size:22px">${esc(look.items[0])}</div><div class="price" style="font-size:20px;
margin:6px 0">${price(0)}</div>
<p style="font-size:14px;opacity:.8">In stock at 3 stores near you. Order by 6 pm for delivery today.</p>
<span class="btn">Add to cart</span></div></div>
<p style="margin-top:18px;font-size:13px;padding:10px;border-radius:8px;background:${look.brand}11">${esc(name)}
: ${esc(result)}</p></div>`
      : `<div class="card" style="width:560px;padding:24px"><div class="name" style="font-size:22px">New request</div>
${['Origin', 'Destination', 'Pallets', 'Ready date']
  .map(
    (l, i) => `<label style="display:block;margin-top:12px;
font-size:13px;font-weight:700">${l}<div style="margin-top:4px;border:1px solid #0003;border-radius:8px;padding:10px;
font-weight:400">${esc(look.items[i % look.items.length].split(' to ')[0])}</div></label>`,
  )
  .join('')}
<span class="btn">Get price</span><p style="margin-top:14px;font-size:13px">${esc(name)}: ${esc(result)}</p></div>`
  return doc(
    `<div style="padding:32px;display:grid;place-items:center;min-height:100vh;background:${look.brand}18">${inner}
</div>`,
    look,
  )
}

/** A device composition: the desktop screen in a browser frame, the phone screen beside it. */
function composition(desktop: string, phone: string, look: Look, label: string, layout: number): string {
  const frames = [
    `<div class="lap" style="left:40px;top:70px;width:760px"><div class="chrome"><i></i><i></i><i></i></div>
<img src="${desktop}"></div><div class="ph" style="right:40px;top:140px;width:210px"><img src="${phone}"></div>`,
    `<div class="ph" style="left:60px;top:60px;width:230px"><img src="${phone}"></div>
<div class="lap" style="right:30px;top:150px;width:700px"><div class="chrome"><i></i><i></i><i></i></div>
<img src="${desktop}"></div>`,
    `<div class="lap" style="left:100px;top:40px;width:760px;transform:rotate(-3deg)"><div class="chrome"><i></i><i>
</i><i></i></div><img src="${desktop}"></div>`,
    `<div class="ph" style="left:180px;top:50px;width:240px;transform:rotate(-6deg)"><img src="${phone}"></div>
<div class="ph" style="left:520px;top:90px;width:240px;transform:rotate(5deg)"><img src="${phone}
" style="object-position:top"></div>`,
  ][layout % 4]
  const tag = label ? `<div class="tag">${esc(label)}</div>` : ''
  return doc(
    `<div class="stage">${frames}${tag}</div>`,
    look,
    `.stage{position:relative;width:960px;height:720px;overflow:hidden;background:linear-gradient(160deg,${look.brand}
,${look.ink})}
.lap,.ph{position:absolute;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 20px 50px #0007}
.ph{border:8px solid #111;border-radius:30px}
.lap img,.ph img{display:block;width:100%}.chrome{height:24px;background:#e9e9e9;display:flex;gap:6px;
align-items:center;padding:0 10px}.chrome i{width:10px;height:10px;border-radius:50%;background:#bbb}
.tag{position:absolute;left:40px;bottom:34px;padding:10px 18px;border-radius:10px;background:#fff;color:${look.ink};
font:700 22px Liberation Sans,sans-serif;box-shadow:0 8px 24px #0005}`,
  )
}

const wordmark = (name: string, colour: string) =>
  doc(
    `<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:18px 26px;
font:700 34px Liberation Sans,sans-serif;color:${colour}">
<svg width="44" height="44" viewBox="0 0 44 44"><rect x="4" y="4" width="36" height="36" rx="10" fill="${colour}"/>
<text x="22" y="30" text-anchor="middle" fill="#fff" font-size="20" font-family="Liberation Sans">${esc(name[0])}
</text></svg>${esc(name)}</div>`,
    { ...LOOKS['client-harbor-goods'], paper: 'transparent' },
    'body{background:transparent}',
  )

const partnerBadge = (title: string) =>
  doc(
    `<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:16px 24px;border:3px solid #1f2937;
border-radius:16px;font:700 26px Liberation Sans,sans-serif;color:#1f2937;background:#fff">
<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1f7a4d"/>
<path d="M11 21l6 6 12-14" stroke="#fff" stroke-width="4" fill="none"/></svg><span>${esc(title)}
<small style="display:block;font-size:14px;font-weight:400">Verified partner</small></span></div>`,
    LOOKS['client-harbor-goods'],
    'body{background:transparent}',
  )

const awardBadge = (title: string, issuer: string) =>
  doc(
    `<div id="m" style="width:280px;height:280px;border-radius:50%;background:#1c2033;display:grid;place-items:center;
text-align:center;color:#fff;font-family:Liberation Sans,sans-serif;border:8px double #d4a93a">
<div style="padding:30px"><div style="font-size:13px;letter-spacing:3px;color:#d4a93a;font-weight:700">AWARD</div>
<div style="font-size:20px;font-weight:700;margin:8px 0;line-height:1.2">${esc(title)}</div>
<div style="font-size:13px;opacity:.85">${esc(issuer)}</div></div></div>`,
    LOOKS['client-harbor-goods'],
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
const screens: { look: Look; desktop: Buffer; phone: Buffer }[] = []
// The file names come from the dataset (case studies' cover and gallery, pages' banners, page contents' thumbnails).
for (const study of data.caseStudies) {
  const look = LOOKS[study.client]
  if (!look) throw new Error(`no look for ${study.client}`)
  const name = clientName(study.client)
  const result = `${study.results[0].value} ${study.results[0].label}`
  const tail = study.title.split(': ')[1] ?? study.title
  const headline = tail[0].toUpperCase() + tail.slice(1)
  const site = sitePage(name, study.industry, headline, result, look)
  const d = await shot(desktop, site)
  const p = await shot(phone, site)
  screens.push({ look, desktop: d, phone: p })
  const [onDesktop, onPhone, inDetail] = study.images
  await save(onDesktop.image, d, `${name}'s site on a desktop: ${headline}`)
  await save(onPhone.image, p, `${name}'s site on a phone`, { width: 585 })
  const what = look.kind === 'store' ? 'a product with live stock and delivery' : 'the request form'
  await save(inDetail.image, await shot(detail, detailPage(name, look, result)), `Detail of ${name}'s site: ${what}`, {
    width: 960,
  })
  await save(
    study.thumbnail,
    await shot(stage, composition(dataUrl(d), dataUrl(p), look, '', 0)),
    `${name}'s new site on a desktop and a phone`,
  )
}

// A banner per page, each its own: a client's screens in one of three arrangements (no pair
// repeats within 21 pages), labelled with the page's name.
for (const [i, page] of data.pages.filter((p) => p.bannerImage).entries()) {
  const s = screens[i % screens.length]
  const layout = 1 + (i % 3)
  const png = await shot(stage, composition(dataUrl(s.desktop), dataUrl(s.phone), s.look, page.name, layout))
  await save(page.bannerImage ?? '', png, `Sites Northgrid delivered, on a desktop and a phone: ${page.name}`, {
    quality: 64,
  })
}

for (const item of data.pageContents) {
  if (!item.thumbnail) continue
  const title = item.title ?? ''
  if (item.type === 'Clients')
    await save(
      item.thumbnail,
      await shot(marks, wordmark(title, LOOKS[item.id]?.brand ?? '#1f2937'), '#m'),
      `${title} logo`,
    )
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
