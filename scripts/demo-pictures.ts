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
import { loadMediaEntries, MEDIA_MAX_BYTES, mediaEntrySchema, type MediaEntry } from '../src/seed/media'
import { mix } from './demo-art'
import { brandBoard, editor, mentoring, office, speedReport, sprintRoom, workshop } from './demo-people'
import { BRAND, SITES } from './demo-sites'

const contentDir = path.resolve(process.env.CONTENT_DIR || 'content')
const outDir = path.join(contentDir, 'media')
// `npm run demo:pictures -- word ...` makes again only the files whose names hold one of the words and keeps the
// others (files and alt texts) as they are, without drawing them: a full run takes minutes on a busy machine.
const only = process.argv.slice(2)
const wanted = (file: string) => only.length === 0 || only.some((word) => file.includes(word))
const previous = only.length ? ((await loadMediaEntries(contentDir)) ?? []) : []
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

/** The studio's own screens (a code editor, a speed report), photographed before the banners that show them. */
const studio = { editor: '', report: '' }

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
  /** The office, the team at their desks with four clients' sites on the screens. */
  office: (a: Shots, b: Shots, c: Shots, d: Shots) =>
    `<div class="bg">${office([a.desktop, b.desktop, c.desktop, d.desktop])}</div>`,
  /** A workshop at the whiteboard: one client's page printed and pinned up, another's store on a phone on the table. */
  workshop: (a: Shots, b: Shots) => `<div class="bg">${workshop(a.detail, b.phone)}</div>`,
  /** A mentor and an intern at one screen of code, the client's store on a phone beside it. */
  mentoring: (a: Shots) => `<div class="bg">${mentoring(studio.editor, a.phone)}</div>`,
}
type Layout = keyof typeof layouts

const mark = (inner: string) => doc(inner, 'body{background:transparent}')
/** A symbol beside a name set in the company's own type: `lines` are the name and an optional small line under it. */
const lockup = (symbol: string, name: string, css: string, small = '', smallCss = '') =>
  mark(`<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:14px 22px">${symbol}
<div><div style="${css}">${esc(name)}</div>${small ? `<div style="${smallCss}">${esc(small)}</div>` : ''}</div></div>`)
const sym = (body: string, w = 48) => `<svg width="${w}" height="48" viewBox="0 0 ${w} 48">${body}</svg>`
const serif = 'font-family:Liberation Serif,serif'
const sans = 'font-family:Liberation Sans,sans-serif'

/** Each fictional client's mark: its own symbol, typeface, case and colour, as real marks differ. */
const MARKS: Record<string, (colour: string) => string> = {
  'client-keystone-spirits': (c) =>
    lockup(
      sym(`<path d="M10 6 H38 L32 42 H16 Z" fill="${c}"/><path d="M18 14 H30 L27 34 H21 Z" fill="#fff" opacity=".9"/>`),
      'KEYSTONE',
      `${serif};font-size:32px;letter-spacing:5px;color:${c};line-height:1`,
      'SPIRITS · EST. 1987',
      `${sans};font-size:11px;letter-spacing:4px;color:#6b5a4e;margin-top:4px`,
    ),
  'client-harbor-goods': (c) =>
    lockup(
      sym(
        `<circle cx="24" cy="24" r="22" fill="${c}"/><path d="M8 24 q4 -5 8 0 t8 0 t8 0 t8 0 M8 32 q4 -5 8 0 t8 0 t8 0 t8 0" stroke="#f2e3c4" stroke-width="2.5" fill="none"/><circle cx="24" cy="14" r="4" fill="#f2e3c4"/>`,
      ),
      'Harbor Goods',
      `${serif};font-style:italic;font-size:34px;color:${c}`,
    ),
  'client-fieldstone-outdoor': (c) =>
    lockup(
      sym(
        `<path d="M2 42 L18 12 L26 26 L32 18 L46 42 Z" fill="${c}"/><path d="M18 12 L22 20 L16 22 Z" fill="#fff" opacity=".85"/>`,
      ),
      'FIELDSTONE',
      `${sans};font-weight:700;font-size:30px;letter-spacing:1px;color:#1d2b1f;line-height:1`,
      'OUTDOOR',
      `${sans};font-weight:700;font-size:12px;letter-spacing:9px;color:${c};margin-top:4px`,
    ),
  'client-meridian-freight': (c) =>
    lockup(
      sym(
        `<circle cx="24" cy="24" r="20" fill="none" stroke="${c}" stroke-width="4"/><ellipse cx="24" cy="24" rx="9" ry="20" fill="none" stroke="${c}" stroke-width="3"/><path d="M4 24 H44" stroke="#e07a1f" stroke-width="4"/>`,
      ),
      'meridian',
      `${sans};font-weight:700;font-size:34px;letter-spacing:-1px;color:${c};line-height:1`,
      'FREIGHT',
      `${sans};font-size:12px;letter-spacing:6px;color:#e07a1f;margin-top:3px`,
    ),
  'client-lumen-skincare': (c) =>
    lockup(
      sym(
        `<path d="M8 34 A16 16 0 0 1 40 34" fill="none" stroke="${c}" stroke-width="2"/><path d="M24 8 V14 M10 16 l4 4 M38 16 l-4 4" stroke="${c}" stroke-width="2" stroke-linecap="round"/><path d="M4 38 H44" stroke="${c}" stroke-width="1.5"/>`,
      ),
      'lumen',
      `${serif};font-size:40px;letter-spacing:8px;color:${c};font-weight:400`,
    ),
  'client-copperleaf-home': (c) =>
    lockup(
      sym(
        `<path d="M8 40 C8 14 26 6 42 6 C42 26 32 42 8 40 Z" fill="${c}"/><path d="M10 38 C20 28 28 20 38 10" stroke="#f6e2cf" stroke-width="2" fill="none"/>`,
      ),
      'Copperleaf',
      `${serif};font-size:32px;color:#3a2a20;line-height:1`,
      'HOME',
      `${sans};font-size:12px;letter-spacing:6px;color:${c};margin-top:4px`,
    ),
  'client-tandem-health-labs': (c) =>
    lockup(
      sym(
        `<circle cx="17" cy="24" r="14" fill="${c}"/><circle cx="33" cy="24" r="14" fill="#7fd1c3" opacity=".85"/>`,
        52,
      ),
      'tandem',
      `${sans};font-weight:700;font-size:36px;color:${c};letter-spacing:-.5px`,
    ),
  'client-brightline-dental': (c) =>
    lockup(
      sym(`<path d="M24 4 L28 20 L44 24 L28 28 L24 44 L20 28 L4 24 L20 20 Z" fill="${c}"/>`),
      'Brightline',
      `${sans};font-size:32px;color:${c};line-height:1`,
      'DENTAL GROUP',
      `${sans};font-size:11px;letter-spacing:4px;color:#5b6b7a;margin-top:5px`,
    ),
  'client-northshore-cycling': (c) =>
    lockup(
      sym(
        `<circle cx="24" cy="24" r="19" fill="none" stroke="${c}" stroke-width="5"/>${[0, 30, 60, 90, 120, 150].map((a) => `<path d="M24 24 L${(24 + 19 * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(24 + 19 * Math.sin((a * Math.PI) / 180)).toFixed(1)} M24 24 L${(24 - 19 * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(24 - 19 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" stroke="${c}" stroke-width="1.5"/>`).join('')}`,
      ),
      'NORTHSHORE',
      `${sans};font-weight:700;font-style:italic;font-size:30px;color:#111;letter-spacing:1px;line-height:1`,
      'CYCLING CO.',
      `${sans};font-weight:700;font-style:italic;font-size:12px;letter-spacing:5px;color:${c};margin-top:4px`,
    ),
  'client-ridgeway-cole': (c) =>
    lockup(
      `<div style="width:48px;height:48px;border:2px solid ${c};display:grid;place-items:center;${serif};font-size:20px;color:${c}">RC</div>`,
      'RIDGEWAY COLE',
      `${serif};font-size:26px;letter-spacing:3px;color:${c};border-bottom:1px solid ${c};padding-bottom:2px;line-height:1.2`,
      'LLP · ATTORNEYS AT LAW',
      `${serif};font-size:12px;letter-spacing:3px;color:#555;margin-top:5px`,
    ),
}
/** Colours of the clients without a case study (the others are BRAND's). */
const OTHER_BRANDS: Record<string, string> = {
  'client-brightline-dental': '#1c6fb8',
  'client-northshore-cycling': '#e0501b',
  'client-ridgeway-cole': '#1f2a44',
}

const partnerBadge = (title: string) =>
  doc(
    `<div id="m" style="display:inline-flex;align-items:center;gap:14px;padding:16px 24px;border:3px solid #1f2937;
border-radius:16px;font:700 26px Liberation Sans,sans-serif;color:#1f2937;background:#fff">
<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1f7a4d"/>
<path d="M11 21l6 6 12-14" stroke="#fff" stroke-width="4" fill="none"/></svg><span>${esc(title)}
<small style="display:block;font-size:14px;font-weight:400">Verified partner</small></span></div>`,
    'body{background:transparent}',
  )

/** Each award's badge in its issuer's own shape and colours: a seal, a plaque, a shield, a hexagon. */
const AWARD_BADGES: Record<string, (title: string, issuer: string) => string> = {
  'award-empire-business-review-fast-50': () => {
    const points = Array.from({ length: 48 }, (_, i) => {
      const r = i % 2 ? 118 : 134
      const a = (i * Math.PI) / 24
      return `${(140 + r * Math.cos(a)).toFixed(1)},${(140 + r * Math.sin(a)).toFixed(1)}`
    }).join(' ')
    return mark(`<svg id="m" width="280" height="280" viewBox="0 0 280 280"><polygon points="${points}" fill="#c8102e"/>
<circle cx="140" cy="140" r="100" fill="#fff"/><circle cx="140" cy="140" r="92" fill="none" stroke="#c8102e" stroke-width="3"/>
<text x="140" y="166" text-anchor="middle" font-family="Liberation Serif" font-weight="700" font-size="84" fill="#c8102e">50</text>
<text x="140" y="88" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="16" letter-spacing="4" fill="#1a1a1a">FAST</text>
<text x="140" y="196" text-anchor="middle" font-family="Liberation Sans" font-size="15" letter-spacing="3" fill="#1a1a1a">2025</text></svg>`)
  },
  'award-best-mid-market-commerce-build': (title, issuer) =>
    mark(`<div id="m" style="width:280px;height:280px;background:#111;border:6px solid #c9a646;outline:2px solid #111;outline-offset:-14px;
display:flex;flex-direction:column;justify-content:center;padding:26px;color:#fff;${sans}"><div style="font-size:13px;letter-spacing:5px;color:#c9a646">WINNER</div>
<div style="${serif};font-size:30px;line-height:1.1;margin:12px 0">${esc(title)}</div><div style="font-size:13px;opacity:.8">${esc(issuer)}</div></div>`),
  'award-top-shopify-agency-northeast': () =>
    mark(`<svg id="m" width="280" height="280" viewBox="0 0 280 280"><path d="M140 8 L252 44 V128 C252 198 204 246 140 272 C76 246 28 198 28 128 V44 Z" fill="#1f6f4a"/>
<path d="M140 24 L238 56 V128 C238 190 196 232 140 256 C84 232 42 190 42 128 V56 Z" fill="none" stroke="#b5e3c8" stroke-width="3"/>
<text x="140" y="128" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="58" fill="#fff">TOP</text>
<rect x="10" y="146" width="260" height="44" fill="#f2c14e"/><path d="M10 146 L0 168 L10 190 Z M270 146 L280 168 L270 190 Z" fill="#c99a2e"/>
<text x="140" y="176" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="20" fill="#1a3a28">SHOPIFY AGENCY</text>
<text x="140" y="222" text-anchor="middle" font-family="Liberation Sans" font-size="14" letter-spacing="1" fill="#d8f1e2">NORTHEAST 2026</text></svg>`),
  'award-accessibility-excellence': () =>
    mark(`<svg id="m" width="280" height="280" viewBox="0 0 280 280"><polygon points="140,6 256,73 256,207 140,274 24,207 24,73" fill="#4338a8"/>
<polygon points="140,26 238,83 238,197 140,254 42,197 42,83" fill="none" stroke="#a5b4fc" stroke-width="3"/>
<circle cx="140" cy="84" r="14" fill="#fff"/><path d="M92 110 L188 110 M140 110 V160 L116 206 M140 160 L164 206" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<text x="140" y="240" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="15" letter-spacing="3" fill="#e0e7ff">A11Y · 2024</text></svg>`),
}

const entries: MediaEntry[] = []
/** Every file this run names, made or kept. */
const named = new Set<string>()
/** Saves a picture as WebP; a picture given as a function is drawn only when the run makes that file. */
async function save(
  file: string,
  picture: Buffer | (() => Promise<Buffer>),
  alt: string,
  opts: { width?: number; quality?: number } = {},
) {
  named.add(file)
  // The seed's own check (alt text length, file name), before minutes of drawing are spent on a list it refuses.
  const entry = mediaEntrySchema.parse({ file, alt })
  if (!wanted(file)) return
  const png = typeof picture === 'function' ? await picture() : picture
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
  entries.push(entry)
}

async function shot(page: Page, html: string, selector?: string): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' })
  return selector ? page.locator(selector).screenshot({ omitBackground: true }) : page.screenshot()
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

if (only.length === 0) await fs.rm(outDir, { recursive: true, force: true })
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
  await save(study.thumbnail, () => compose(layouts.cover(s)), `${name}'s ${what}`)
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
    layout: 'office',
    of: ['keystone-spirits', 'meridian-freight', 'lumen-skincare', 'harbor-goods'],
    alt: "Northgrid's New York studio: three of the team at their desks under copper pendants, client stores on their screens, tall windows onto Manhattan",
  },
  blogs: {
    layout: 'mix',
    of: ['fieldstone-outdoor', 'tandem-health-labs', 'lumen-skincare'],
    alt: 'Fieldstone Outdoor in a browser, the Tandem care app on a phone and the Lumen Skincare routine builder',
  },
  jobs: {
    layout: 'workshop',
    of: ['harbor-goods', 'lumen-skincare'],
    alt: 'A workshop at Northgrid: one of the team adds a note beside wireframes on the whiteboard while two colleagues follow from the table',
  },
  internship: {
    layout: 'mentoring',
    of: ['keystone-spirits'],
    alt: "A developer and an intern at one desk: a delivery-promise component and its passing tests on the big screen, Keystone Spirits' store on a phone beside it",
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
studio.editor = dataUrl(await shot(desktop, editor))
studio.report = dataUrl(await shot(desktop, speedReport))
for (const page of data.pages.filter((p) => p.bannerImage)) {
  const banner = BANNERS[page.slug]
  if (!banner) throw new Error(`no banner arrangement for ${page.slug}`)
  const of = banner.of.map(c) as [Shots, Shots, Shots, Shots]
  await save(page.bannerImage ?? '', () => compose(layouts[banner.layout](...of)), banner.alt, { quality: 64 })
}
const arrangements = Object.values(BANNERS).map((b) => `${b.layout}:${b.of.join()}`)
if (new Set(arrangements).size !== arrangements.length) throw new Error('two banners share an arrangement')

for (const item of data.pageContents) {
  // A summary's thumbnail is a picture of the work, made above.
  if (!item.thumbnail || named.has(item.thumbnail)) continue
  const title = item.title ?? ''
  if (item.type === 'Clients') {
    const draw = MARKS[item.id]
    if (!draw) throw new Error(`no mark for ${item.id}`)
    const colour = BRAND[item.id] ?? OTHER_BRANDS[item.id] ?? '#1f2937'
    await save(item.thumbnail, () => shot(marks, draw(colour), '#m'), `${title} logo`)
  } else if (item.type === 'Partners')
    await save(item.thumbnail, () => shot(marks, partnerBadge(title), '#m'), `${title} badge`)
  else if (item.type === 'Awards') {
    const draw = AWARD_BADGES[item.id]
    if (!draw) throw new Error(`no badge for ${item.id}`)
    await save(
      item.thumbnail,
      () => shot(marks, draw(title, item.shortDescription ?? ''), '#m'),
      `${title}, ${item.shortDescription} badge`,
    )
  } else throw new Error(`no drawing for a ${item.type} picture (${item.id})`)
}

type PostCover = { draw: () => string; alt: string }
/** The covers of the posts that tell no case study: a picture of what each post is about. */
const POST_COVERS: Record<string, PostCover> = {
  'core-web-vitals-for-store-owners': {
    draw: () =>
      `<div class="bg" style="${ground('#2c4a30')}"></div>${lap(studio.report, 'left:24px;top:110px;width:660px')}${handset(
        c('fieldstone-outdoor').phone,
        'left:704px;top:170px;width:206px;transform:rotate(3deg)',
      )}`,
    alt: "Fieldstone Outdoor's speed report: Largest Contentful Paint 1.9 s, Interaction to Next Paint 140 ms, Cumulative Layout Shift 0.04, all good, LCP down from 6.1 s, and the store on a phone",
  },
  'seven-step-branding-framework': {
    draw: () => brandBoard(c('lumen-skincare').still, c('lumen-skincare').phone),
    alt: 'A brand board for Lumen Skincare pinned to cork: the seven steps, type specimens, logo sketches, five colour swatches, notes on voice, a product still life and the store on a phone',
  },
  'two-week-sprints-explained': {
    draw: () => `<div class="bg">${sprintRoom()}</div>`,
    alt: 'Three of the team at the sprint board, moving notes between its four columns, beside a two-week calendar with ticked days and the demo day marked',
  },
}
for (const post of data.posts) {
  if (!post.cover || named.has(post.cover)) continue
  const cover = POST_COVERS[post.slug]
  if (!cover) throw new Error(`no cover drawing for the post ${post.slug} (${post.cover})`)
  await save(post.cover, () => compose(cover.draw()), cover.alt)
}
await browser.close()

// With a filter, the files not made again keep their entries; new ones come last, where a full run puts them.
const made = new Map(entries.map((e) => [e.file, e]))
const kept = previous.filter((e) => named.has(e.file)).map((e) => made.get(e.file) ?? e)
const listed = only.length ? [...kept, ...entries.filter((e) => !kept.some((k) => k.file === e.file))] : entries
await fs.writeFile(path.join(contentDir, 'media.json'), `${JSON.stringify(listed, null, 2)}\n`)
const sizes = await Promise.all(listed.map(async (e) => (await fs.stat(path.join(outDir, e.file))).size))
const kb = (bytes: number) => (bytes / 1024).toFixed(0)
const total = kb(sizes.reduce((a, b) => a + b, 0))
console.log(`${listed.length} pictures in ${outDir}, ${total} KB in all, largest ${kb(Math.max(...sizes))} KB`)
