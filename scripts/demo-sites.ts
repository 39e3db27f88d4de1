/**
 * The demo clients' sites as Northgrid delivered them (content/case-studies.json tells each story): whole
 * pages with the client's own products, prices and data, drawn by scripts/demo-art.ts. scripts/demo-pictures.ts
 * photographs them in Chromium.
 */
import * as art from './demo-art'

export type Site = {
  /** The site's first page, responsive: photographed at 1280x800 and at 390x844. */
  home: string
  /** The part of the site the case study is about, at 640x480. */
  detail: string
  /** A still life of the client's products (no text), for banners. */
  still: string
  alt: { desktop: string; phone: string; detail: string }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Palette = { brand: string; ink: string; paper: string; accent: string; line: string; card: string }

const base = (p: Palette, font: string, headFont: string, extra: string) => `
*{box-sizing:border-box;margin:0;padding:0}body{font:15px/1.45 ${font};color:${p.ink};background:${p.paper};
-webkit-font-smoothing:antialiased}h1,h2,h3,.logo{font-family:${headFont}}
svg{display:block}.muted{opacity:.68}.row{display:flex;align-items:center}
.stars{color:#d49a22;letter-spacing:1px;font-size:12px}.stars span{color:${p.ink};opacity:.6;margin-left:4px;letter-spacing:0}
.btn{display:inline-flex;align-items:center;justify-content:center;height:46px;padding:0 24px;border-radius:6px;
background:${p.brand};color:#fff;font-weight:700;font-size:15px}
.btn.alt{background:transparent;color:${p.ink};border:1.5px solid ${p.ink}}
${extra}`

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>${css}</style></head><body>${body}</body></html>`

const icons = {
  search: `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/></svg>`,
  bag: `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M5 8h14l-1 13H6z"/><path d="M9 8V6a3 3 0 016 0v2"/></svg>`,
  user: `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="8" r="4"/><path d="M4 21c1-4 4-6 8-6s7 2 8 6"/></svg>`,
  menu: `<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 6h18M3 12h18M3 18h18"/></svg>`,
  pin: `<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2"><path d="M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/></svg>`,
  truck: `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M2 6h12v10H2zM14 10h4l3 3v3h-7"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/></svg>`,
  check: `<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3"><path d="M4 12l5 5L20 6"/></svg>`,
}

/** A product's rating: `full` stars of five, and how many reviews. */
const stars = (full: number, reviews: string) =>
  `${'&#9733;'.repeat(full)}${'&#9734;'.repeat(5 - full)}<span>${reviews}</span>`

type Product = { name: string; meta: string; price: string; was?: string; badge?: string; art: string; rating: string }

/** Products standing in a picture: [drawing, x in 0..1 of the width, scale, top], as art.scene takes them. */
type Placed = [string, number, number, number?]

/** A picture, drawn at the size its section asks for when its page is drawn. */
type Stage = (w: number, h: number) => string

/** A lit set indoors: a wall, a surface, the products standing on it. */
const lit =
  (set: art.Backdrop, items: Placed[]): Stage =>
  (w, h) =>
    art.scene(w, h, set, items)

/** Hills at dusk outdoors, the products in the meadow. */
const dusk =
  (sky: [string, string], ridge: string, items: [string, number, number][]): Stage =>
  (w, h) =>
    art.landscape(w, h, sky, ridge, items)

/** A storefront client's site as data: its first page, the product page the case study is about, a still life. */
type Store = {
  name: string
  logo: string
  /** Body and heading fonts; most clients set sans text under serif headings. */
  font?: string
  headFont?: string
  p: Palette
  announce: string
  nav: string[]
  utility: string
  hero: { eyebrow: string; title: string; lead: string; cta: string; cta2: string; art: Stage; dark?: boolean }
  shelf: string
  shelfNote: string
  products: Product[]
  backdrop: art.Backdrop
  css?: string
  /**
   * The product page: which product (renamed or repriced there), its breadcrumbs, the panel beside its picture and
   * its button (by default, add to cart at the price).
   */
  detail: { product: number; name?: string; price?: string; crumbs: string; panel: string; cta?: string }
  still: Stage
  /** The first page's alt texts say what it shows; storeSite starts them with the store and the screen. */
  alt: Site['alt']
}

const storeBase = (s: Store, extra: string) =>
  base(s.p, s.font ?? 'Liberation Sans, sans-serif', s.headFont ?? 'Liberation Serif, serif', extra)

const productCard = (
  s: Store,
  item: Product,
) => `<div class="card"><div class="ph">${art.scene(400, 232, s.backdrop, [[item.art, 0.5, 1.45]])}
${item.badge ? `<span class="badge">${esc(item.badge)}</span>` : ''}</div>
<div class="info"><div class="pname">${esc(item.name)}</div><div class="pmeta muted">${item.meta}</div>
<div class="row" style="justify-content:space-between;margin-top:6px"><div class="price">${item.was ? `<s class="muted">${item.was}</s> ` : ''}${item.price}</div>
<div class="stars">${item.rating}</div></div></div></div>`

function announceBar(s: Store): string {
  return `<div class="announce">${s.announce}</div>`
}

function storeHeader(s: Store): string {
  return `<header><span class="phone-only">${icons.menu}</span><span class="logo">${s.logo}</span><nav class="nav">${s.nav.map((n) => `<span>${n}</span>`).join('')}</nav>
<div class="search">${icons.search}Search ${esc(s.name)}</div><div class="tools"><span class="wide-i">${icons.user}</span>
<span class="cart">${icons.bag}<b>2</b></span></div></header>`
}

function utilityBar(s: Store): string {
  return `<div class="utility">${s.utility}</div>`
}

function heroSection({ hero }: Store): string {
  return `<section class="hero"><div class="copy"><div class="eyebrow">${hero.eyebrow}</div><h1>${hero.title}</h1>
<p class="lead">${hero.lead}</p><div class="ctas"><span class="btn">${hero.cta}</span><span class="btn alt">${hero.cta2}</span></div></div>
<div class="pic">${hero.art(760, 380)}</div></section>`
}

function shelfSection(s: Store): string {
  return `<section class="shelf"><div class="shelfhead"><h2>${s.shelf}</h2><span class="muted" style="font-size:14px">${s.shelfNote}</span></div>
<div class="grid">${s.products.map((item) => productCard(s, item)).join('')}</div></section>`
}

/** A storefront's first page, top to bottom: one renderer a section, each drawn from the store's data. */
const storeSections = [announceBar, storeHeader, utilityBar, heroSection, shelfSection]

/** A storefront's first page: announcement bar, header, a lit hero picture, a shelf of products. */
function storeHome(s: Store): string {
  const { p } = s
  const css = storeBase(
    s,
    `.announce{background:${p.ink};color:${p.paper};font-size:13px;text-align:center;padding:8px 16px}
header{display:flex;align-items:center;gap:36px;padding:0 40px;height:70px;background:${p.paper};border-bottom:1px solid ${p.line}}
.logo{font-size:26px;font-weight:700;color:${p.brand};white-space:nowrap}.nav{display:flex;gap:26px;font-size:14.5px;font-weight:600}
.search{margin-left:auto;display:flex;align-items:center;gap:8px;width:260px;height:40px;padding:0 14px;border-radius:20px;
background:${p.card};border:1px solid ${p.line};font-size:13.5px;color:${p.ink}99}
.tools{display:flex;gap:18px;align-items:center}.cart{position:relative}.cart b{position:absolute;top:-7px;right:-9px;
background:${p.accent};color:#fff;font:700 10px/16px Liberation Sans,sans-serif;width:16px;height:16px;border-radius:50%;text-align:center}
.utility{display:flex;align-items:center;gap:6px;font-size:13px;padding:0 40px;height:34px;background:${p.card};border-bottom:1px solid ${p.line}}
.hero{display:grid;grid-template-columns:5fr 7fr;gap:0;background:${p.card}}
.hero .copy{padding:30px 40px;display:flex;flex-direction:column;justify-content:center}
.eyebrow{font:700 12px Liberation Sans,sans-serif;letter-spacing:2px;text-transform:uppercase;color:${p.accent}}
h1{font-size:42px;line-height:1.08;margin:10px 0 12px;letter-spacing:-.5px}.lead{font-size:16.5px;max-width:440px}
.ctas{display:flex;gap:12px;margin-top:20px}.hero .pic{overflow:hidden;position:relative}
.hero .pic svg{position:absolute;inset:0}
.shelf{padding:24px 40px}.shelf h2{font-size:26px}.shelfhead{display:flex;align-items:baseline;justify-content:space-between;margin-bottom:16px}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}.card{background:${p.card};border-radius:10px;overflow:hidden;
border:1px solid ${p.line}}.ph{position:relative;height:165px;overflow:hidden}.info{padding:12px 14px 14px}
.pname{font-weight:700;font-size:15px}.pmeta{font-size:13px}.price{font-weight:700;font-size:16px;color:${p.brand}}
.price s{font-weight:400;font-size:13px}
.badge{position:absolute;top:10px;left:10px;background:${p.paper};color:${p.ink};font:700 11px Liberation Sans,sans-serif;
padding:4px 8px;border-radius:4px;letter-spacing:.5px}
.phone-only{display:none}
@media (max-width:600px){header{padding:0 16px;gap:14px;height:58px}.nav,.search,.utility .wide{display:none}.logo{font-size:22px}
.tools{margin-left:auto;gap:14px}.phone-only{display:block}.utility{padding:0 16px;font-size:12.5px}
.hero{grid-template-columns:1fr;height:auto}.hero .pic{height:250px;order:-1}.hero .copy{padding:22px 18px 24px}
h1{font-size:32px}.lead{font-size:15.5px}.utility{white-space:nowrap;overflow:hidden}.ctas .btn{flex:1;padding:0 10px;font-size:14px;white-space:nowrap}.shelf{padding:22px 16px}.shelf h2{font-size:22px}
.shelfhead{flex-direction:column;gap:2px}.shelfhead span{font-size:12.5px!important}
.grid{grid-template-columns:1fr 1fr;gap:12px}.ph{height:170px}.pmeta{display:none}.info{padding:10px}.stars{display:none}
.announce{font-size:12px}}
${s.css ?? ''}`,
  )
  return page(css, storeSections.map((section) => section(s)).join('\n'))
}

/** A product page's main part, cropped to the feature the case study is about. */
function productDetail(s: Store): string {
  const { crumbs, panel } = s.detail
  const product = s.products[s.detail.product]
  const item = { ...product, name: s.detail.name ?? product.name, price: s.detail.price ?? product.price }
  const cta = s.detail.cta ?? `Add to cart &middot; ${item.price}`
  const css = storeBase(
    s,
    `body{background:${s.p.paper}}.wrap{display:grid;grid-template-columns:270px 1fr;gap:26px;padding:22px 24px}
.pic{height:436px;border-radius:10px;overflow:hidden;border:1px solid ${s.p.line}}.crumbs{font-size:11.5px;margin-bottom:6px}
h1{font-size:25px;line-height:1.15;margin-bottom:4px}.price{font-size:22px;font-weight:700;color:${s.p.brand};margin:8px 0 10px}
.panel{background:${s.p.card};border:1px solid ${s.p.line};border-radius:10px;padding:12px 14px;font-size:13px}
.btn{width:100%;margin-top:12px;height:42px}${s.css ?? ''}`,
  )
  return page(
    css,
    `<div class="wrap"><div class="pic">${art.scene(270, 436, s.backdrop, [[item.art, 0.5, 1.05]])}</div><div>
<div class="crumbs muted">${crumbs}</div><h1>${esc(item.name)}</h1><div class="stars">${item.rating}</div>
<div class="price">${item.price}</div>${panel}<span class="btn">${cta}</span></div></div>`,
  )
}

/**
 * A storefront client's site from its data. The still life is drawn last: drawings number their gradients in the
 * order they are drawn.
 */
function storeSite(s: Store): Site {
  const home = storeHome(s)
  const detail = productDetail(s)
  const { desktop, phone } = s.alt
  const alt = {
    ...s.alt,
    desktop: `${s.name} store on a desktop: ${desktop}`,
    phone: `${s.name} store on a phone: ${phone}`,
  }
  return { home, detail, still: s.still(960, 720), alt }
}

// ---------------------------------------------------------------- Keystone Spirits
const keystone = (() => {
  const bottles = {
    malt: art.bottle({
      shape: 'whisky',
      glass: '#cdb98f',
      liquid: '#b0621c',
      label: '#f2e8d2',
      labelInk: '#3b1a10',
      lines: ['BRAMBLEHILL', 'HIGHLAND SINGLE MALT', 'AGED 12 YEARS'],
      cap: '#5a3118',
    }),
    gin: art.bottle({
      shape: 'gin',
      glass: '#d6e8e3',
      liquid: '#eef6f3',
      label: '#1f4d44',
      labelInk: '#f0e6cc',
      lines: ['PINE BARRENS', 'NEW JERSEY DRY GIN'],
      cap: '#1c2b28',
    }),
    bourbon: art.bottle({
      shape: 'whisky',
      glass: '#c7a77a',
      liquid: '#8e3f12',
      label: '#1d1a17',
      labelInk: '#d9b26a',
      lines: ['OLD FERRY', 'STRAIGHT BOURBON', 'KENTUCKY'],
      cap: '#1d1a17',
    }),
    cab: art.bottle({
      shape: 'wine',
      glass: '#1f2a1c',
      liquid: '#2a0b12',
      label: '#efe5cf',
      labelInk: '#5b1a2b',
      lines: ['SONOMA RIDGE', 'CABERNET SAUVIGNON', '2021'],
      cap: '#5b1a2b',
    }),
    prosecco: art.bottle({
      shape: 'sparkling',
      glass: '#3d5a2a',
      liquid: '#2d4420',
      label: '#f7f1e1',
      labelInk: '#1f3b2a',
      lines: ['VALLONE', 'PROSECCO DOC', 'EXTRA DRY'],
      cap: '#c9a64a',
    }),
    pinot: art.bottle({
      shape: 'wine',
      glass: '#c9d39a',
      liquid: '#e3dc9b',
      label: '#fbf8f0',
      labelInk: '#3a3a2a',
      lines: ['CASTEL FIORE', 'PINOT GRIGIO', '2023'],
      cap: '#a4a77a',
    }),
  }
  const panel = `<div class="panel"><div class="row" style="gap:8px;font-weight:700">${icons.pin}Delivering to 07042 Montclair</div>
<div style="margin:8px 0 10px;display:grid;gap:6px">
<div class="row" style="justify-content:space-between"><span>Keystone Montclair</span><b style="color:#1f7a4d">9 in stock</b></div>
<div class="row" style="justify-content:space-between"><span>Keystone Verona</span><b style="color:#1f7a4d">4 in stock</b></div>
<div class="row" style="justify-content:space-between"><span>Keystone Clifton</span><b style="color:#9a6b14">Last 1</b></div></div>
<div class="row" style="gap:8px;padding-top:9px;border-top:1px solid #e6dccd">${icons.truck}<span><b>Today, 7&ndash;9 pm</b> &middot; order in 2 h 14 min &middot; $5.99</span></div>
<div style="font-size:11.5px;margin-top:6px" class="muted">Driver checks ID at the door (21+). Or pick up in 1 hour, free.</div></div>`
  return storeSite({
    name: 'Keystone Spirits',
    logo: 'Keystone <span style="font-weight:400;font-style:italic">Spirits</span>',
    p: { brand: '#6b1f33', ink: '#1f1417', paper: '#fbf7f1', accent: '#b8862f', line: '#e6dccd', card: '#ffffff' },
    announce:
      'Same-day delivery from 14 New Jersey stores &middot; order by 6 pm, at your door by 9 pm &middot; 21+ with ID',
    nav: ['Whiskey', 'Wine', 'Gin &amp; Vodka', 'Tequila', 'Beer', 'Gifts', 'Stores'],
    utility: `${icons.pin}<b>Delivering to 07042 &middot; Montclair</b><span class="wide">&nbsp;&nbsp;from Keystone Montclair, 512 Bloomfield Ave &middot; pickup in 1 hour, free</span>`,
    hero: {
      eyebrow: 'In stock at your store today',
      title: 'Your local shelf, delivered tonight',
      lead: '6,200 wines and spirits from the Keystone store nearest you. Order by 6 pm for same-day delivery, or pick up in an hour.',
      cta: 'Shop what&rsquo;s in stock',
      cta2: 'Find a store',
      art: lit({ wall: '#5a2430', surface: '#6e4326', light: '#ffe2b0', horizon: 0.7 }, [
        [bottles.cab, 0.3, 1.18],
        [bottles.malt, 0.5, 1.05],
        [bottles.gin, 0.7, 1.0],
        [bottles.bourbon, 0.86, 0.9],
      ]),
    },
    shelf: 'Popular near you',
    shelfNote: 'Stock at Keystone Montclair, updated 4 min ago',
    backdrop: { wall: '#efe6d8', surface: '#b98a5a', light: '#fff4dc' },
    products: [
      {
        name: 'Bramblehill 12 Year Highland Single Malt',
        meta: 'Scotch &middot; 750 ml &middot; 43% ABV',
        price: '$64.99',
        badge: '9 IN STOCK',
        art: bottles.malt,
        rating: stars(5, '212'),
      },
      {
        name: 'Pine Barrens Dry Gin',
        meta: 'New Jersey &middot; 750 ml &middot; 44% ABV',
        price: '$32.99',
        badge: 'LOCAL',
        art: bottles.gin,
        rating: stars(4, '88'),
      },
      {
        name: 'Sonoma Ridge Cabernet Sauvignon 2021',
        meta: 'California &middot; 750 ml',
        price: '$22.99',
        was: '$26.99',
        art: bottles.cab,
        rating: stars(4, '341'),
      },
      {
        name: 'Vallone Prosecco DOC Extra Dry',
        meta: 'Veneto, Italy &middot; 750 ml',
        price: '$15.99',
        badge: 'CHILLED',
        art: bottles.prosecco,
        rating: stars(5, '506'),
      },
    ],
    detail: {
      product: 0,
      name: 'Bramblehill 12 Year Highland Single Malt Scotch, 750 ml',
      crumbs: 'Whiskey &rsaquo; Scotch &rsaquo; Single malt',
      panel,
    },
    still: lit({ wall: '#4a1f29', surface: '#6e4326', light: '#ffd9a0', horizon: 0.66 }, [
      [bottles.pinot, 0.2, 1.0],
      [bottles.cab, 0.36, 1.1],
      [bottles.malt, 0.52, 0.95],
      [bottles.gin, 0.68, 0.92],
      [bottles.bourbon, 0.83, 0.9],
    ]),
    alt: {
      desktop: 'wine and whiskey bottles on a bar, delivery to a Montclair ZIP code and in-stock bottles from $15.99',
      phone: 'the delivery ZIP code, a bottle still life and in-stock wines and spirits',
      detail:
        'Keystone Spirits product page: a 12-year single malt at $64.99 with stock at three nearby stores and delivery tonight',
    },
  })
})()

// ---------------------------------------------------------------- Harbor Goods
const harbor = (() => {
  const a = {
    gruyere: art.cheese('#f0d189', '#b58a3e'),
    honey: art.jar({
      w: 84,
      h: 118,
      body: '#c9801a',
      lid: '#24362f',
      label: '#f7f0e1',
      labelInk: '#0f4c5c',
      lines: ['WILDFLOWER', 'HUDSON VALLEY HONEY', '12 OZ'],
      glass: true,
    }),
    oil: art.bottle({
      shape: 'oil',
      glass: '#3a4a1c',
      liquid: '#6b7a1e',
      label: '#f3ecd9',
      labelInk: '#0f4c5c',
      lines: ['ARBEQUINA', 'EXTRA VIRGIN', '500 ML'],
      cap: '#1b1b1b',
    }),
    box: art.giftBox('#c49a66', '#0f4c5c'),
    salami: art.jar({
      w: 54,
      h: 150,
      body: '#7a2f24',
      lid: '#e8dcc4',
      label: '#f3ecd9',
      labelInk: '#7a2f24',
      lines: ['FINOCCHIONA', 'FENNEL SALAMI'],
      lidH: 10,
    }),
    crackers: art.jar({
      w: 110,
      h: 150,
      body: '#e9dcc2',
      lid: '#e9dcc2',
      label: '#0f4c5c',
      labelInk: '#f7f0e1',
      lines: ['FIG & WALNUT', 'CRISPS', '5 OZ'],
      lidH: 4,
    }),
  }
  const line = (n: string, p: string) =>
    `<div class="row" style="gap:8px;padding:3px 0;border-bottom:1px dashed #e4dccb"><span style="color:#0f4c5c">${icons.check}</span><span style="flex:1">${n}</span><b>${p}</b></div>`
  const panel = `<div class="panel"><div class="row" style="justify-content:space-between;font-weight:700;margin-bottom:4px"><span>Your box &middot; 5 of 6 picked</span><span style="color:#d4621b">+ 1 more</span></div>
${line('Cave-aged Gruyère, 8 oz', '$14.50')}${line('Finocchiona salami, 6 oz', '$12.00')}${line('Wildflower honey, 12 oz', '$16.00')}${line('Fig &amp; walnut crisps', '$7.50')}${line('Arbequina olive oil', '$24.00')}
<div style="margin-top:6px;padding:6px 8px;border:1px solid #e4dccb;border-radius:6px;font-style:italic;font-family:Liberation Serif,serif">&ldquo;Happy holidays, Maya! Save me the Gruyère. &mdash; J.&rdquo;</div>
<div class="row" style="justify-content:space-between;margin-top:8px"><span>Arrives Thu, Dec 12 &middot; packed cold</span><b style="font-size:16px">$74.00</b></div></div>`
  return storeSite({
    name: 'Harbor Goods',
    logo: 'HARBOR&nbsp;GOODS',
    p: { brand: '#0f4c5c', ink: '#14262b', paper: '#f7f3ea', accent: '#d4621b', line: '#e4dccb', card: '#fffdf8' },
    announce: 'Holiday gift boxes ship through Dec 19 &middot; cold items leave Mon&ndash;Wed and arrive within 2 days',
    nav: ['Cheese', 'Charcuterie', 'Pantry', 'Gift boxes', 'Build a box', 'Visit the shop'],
    utility: `${icons.truck}<b>Free shipping over $75</b><span class="wide">&nbsp;&nbsp;&middot; 184 Court Street, Brooklyn &middot; open today 9 am&ndash;8 pm</span>`,
    hero: {
      eyebrow: 'Gift boxes &middot; packed by hand in Brooklyn',
      title: 'Build a box they&rsquo;ll actually open first',
      lead: 'Pick six things from our counter, add a note, and we pack it cold. Boxes from $45, delivered in two days.',
      cta: 'Build a gift box',
      cta2: 'Shop ready-made',
      art: lit({ wall: '#d9cdb6', surface: '#8a5d35', light: '#fff4d6', horizon: 0.68 }, [
        [a.oil, 0.2, 1.1],
        [a.gruyere, 0.42, 0.85],
        [a.honey, 0.62, 0.95],
        [a.box, 0.82, 1.0],
      ]),
    },
    shelf: 'From the counter',
    shelfNote: 'Cut and wrapped the day it ships',
    backdrop: { wall: '#ece4d4', surface: '#a77b4f', light: '#fff3da' },
    products: [
      {
        name: 'Cave-aged Gruyère',
        meta: 'Switzerland &middot; 8 oz, cut to order',
        price: '$14.50',
        badge: 'SHIPS COLD',
        art: a.gruyere,
        rating: stars(5, '142'),
      },
      {
        name: 'Arbequina Extra Virgin Olive Oil',
        meta: 'Catalonia &middot; 500 ml',
        price: '$24.00',
        art: a.oil,
        rating: stars(5, '96'),
      },
      {
        name: 'Hudson Valley Wildflower Honey',
        meta: 'Raw &middot; 12 oz jar',
        price: '$16.00',
        art: a.honey,
        rating: stars(4, '73'),
      },
      {
        name: 'The Court Street Box',
        meta: '6 favourites &middot; serves 6&ndash;8',
        price: '$85.00',
        badge: 'BESTSELLER',
        art: a.box,
        rating: stars(5, '318'),
      },
    ],
    detail: {
      product: 3,
      name: 'Build your own gift box',
      price: 'From $45',
      crumbs: 'Gift boxes &rsaquo; Build a box',
      panel,
      cta: 'Add box to cart &middot; $74.00',
    },
    still: lit({ wall: '#cfc1a6', surface: '#7d5330', light: '#fff1cf', horizon: 0.64 }, [
      [a.crackers, 0.18, 0.8],
      [a.oil, 0.33, 1.05],
      [a.salami, 0.48, 0.85],
      [a.gruyere, 0.64, 0.8],
      [a.honey, 0.84, 0.85],
    ]),
    alt: {
      desktop: 'olive oil, Gruyère, honey and a kraft gift box on a wooden counter, with prices from $14.50',
      phone: 'the gift box builder offer above cheese and pantry items with prices',
      detail:
        'Harbor Goods gift box builder: five picked items, a gift note and a $74.00 total arriving cold on Thursday',
    },
  })
})()

// ---------------------------------------------------------------- Fieldstone Outdoor
const fieldstone = (() => {
  const a = {
    tent: art.tent('#d27a2c', '#f3dcaa'),
    pack: art.backpack('#35553b', '#d9a25c'),
    bag: art.sack('#b4502a', '#202020'),
    poles: art.poles('#9aa3a8', '#1c1c1c'),
    flask: art.flask('#4f6f8a', '#1f1f1f'),
  }
  const chip = (t: string, on = false) =>
    `<span style="display:inline-block;padding:5px 10px;margin:0 4px 4px 0;border-radius:16px;border:1.5px solid ${on ? '#2c4a30' : '#d8d6cc'};${on ? 'background:#2c4a30;color:#fff;' : ''}font-size:12px">${t}</span>`
  const panel = `<div style="font-size:12.5px;margin-bottom:4px"><b>Colour:</b> Ember / Sand</div><div>${chip('Ember / Sand', true)}${chip('Lichen / Grey')}</div>
<div style="font-size:12.5px;margin:6px 0 4px"><b>Capacity</b></div><div>${chip('1 person')}${chip('2 person', true)}${chip('3 person')}</div>
<div class="panel" style="margin-top:6px;display:grid;grid-template-columns:1fr 1fr;gap:6px 14px">
<span class="muted">Packed weight</span><b>1.62 kg</b><span class="muted">Floor area</span><b>2.7 m&sup2;</b>
<span class="muted">Peak height</span><b>102 cm</b><span class="muted">Pitch time</span><b>4 min</b></div>
<div class="row" style="gap:6px;margin-top:8px;font-size:12.5px;color:#1f7a4d">${icons.check}<b>In stock &middot; ships today if ordered by 2 pm</b></div>`
  return storeSite({
    name: 'Fieldstone Outdoor',
    logo: '<span style="letter-spacing:3px">FIELDSTONE</span>',
    font: 'Roboto, sans-serif',
    headFont: 'Roboto Condensed, Roboto, sans-serif',
    p: { brand: '#2c4a30', ink: '#1a2218', paper: '#fbfaf5', accent: '#c8672a', line: '#e2e0d6', card: '#ffffff' },
    announce: 'Free shipping over $99 &middot; 60-day returns &middot; orders before 2 pm ship today',
    nav: ['Camp', 'Climb', 'Paddle', 'Hike', 'Clothing', 'Sale'],
    utility: `<b>Gear finder:</b>&nbsp;filter 18,000 items by size, weight and activity<span class="wide">&nbsp;&middot; expert advice by chat, 8 am&ndash;8 pm ET</span>`,
    hero: {
      eyebrow: 'New for spring &middot; Switchback series',
      title: '1.6 kg of shelter for two',
      lead: 'Our lightest freestanding tent yet, pitched in four minutes. Pair it with a 38 L pack and you are out the door.',
      cta: 'Shop tents',
      cta2: 'Compare weights',
      art: dusk(['#f0b27a', '#fbe3bd'], '#3a5a3e', [
        [a.tent, 0.42, 1.5],
        [a.pack, 0.74, 0.8],
        [a.poles, 0.86, 0.9],
      ]),
    },
    shelf: 'Trail-tested picks',
    shelfNote: 'Lightest first &middot; weights measured in our warehouse',
    backdrop: { wall: '#e6e1d3', surface: '#8f8a7a', light: '#fffbe9' },
    products: [
      {
        name: 'Switchback 2P Tent',
        meta: '1.62 kg &middot; freestanding &middot; 3-season',
        price: '$429.00',
        badge: 'NEW',
        art: a.tent,
        rating: stars(5, '64'),
      },
      {
        name: 'Ridgeline 38 L Pack',
        meta: '1.18 kg &middot; S / M / L torso',
        price: '$189.00',
        art: a.pack,
        rating: stars(4, '412'),
      },
      {
        name: 'Cirque 20°F Down Bag',
        meta: '800-fill &middot; 0.98 kg',
        price: '$349.00',
        was: '$399.00',
        badge: 'SALE',
        art: a.bag,
        rating: stars(5, '187'),
      },
      {
        name: 'Basalt Carbon Trekking Poles',
        meta: 'Pair &middot; 0.41 kg &middot; cork grips',
        price: '$139.00',
        art: a.poles,
        rating: stars(4, '95'),
      },
    ],
    detail: {
      product: 0,
      crumbs: 'Camp &rsaquo; Tents &rsaquo; Backpacking',
      panel,
    },
    still: dusk(['#e99a66', '#fbe0b6'], '#34523a', [
      [a.tent, 0.36, 1.1],
      [a.pack, 0.66, 0.62],
      [a.bag, 0.78, 0.45],
      [a.flask, 0.86, 0.38],
    ]),
    alt: {
      desktop:
        'an orange two-person tent pitched below hills at dusk, with tents, packs and a sleeping bag priced below',
      phone: 'a tent at dusk, then a pack, a sleeping bag and trekking poles with prices',
      detail:
        'Fieldstone Outdoor product page: a 1.62 kg two-person tent at $429 with colour, capacity, specifications and same-day shipping',
    },
  })
})()

// ---------------------------------------------------------------- Lumen Skincare
const lumen = (() => {
  const ink = '#7a3b48'
  const a = {
    serum: art.dropper({
      w: 62,
      h: 122,
      body: '#b98a5e',
      lid: '#e9e2d9',
      bulb: '#f3ede6',
      label: '#fbf6f1',
      labelInk: ink,
      lines: ['lumen', 'DAILY CALM SERUM', '30 ML'],
      glass: true,
    }),
    cleanser: art.pump({
      w: 72,
      h: 172,
      body: '#f4ece5',
      lid: '#e3dcd2',
      label: '#f4ece5',
      labelInk: ink,
      lines: ['lumen', 'GENTLE GEL CLEANSER', '150 ML'],
    }),
    cream: art.jar({
      w: 118,
      h: 70,
      body: '#dfb2a8',
      lid: '#f4eee8',
      label: '#dfb2a8',
      labelInk: '#ffffff',
      lines: ['lumen', 'BARRIER CREAM'],
      lidH: 20,
    }),
    spf: art.jar({
      w: 58,
      h: 160,
      body: '#efe3d6',
      lid: '#d9a48f',
      label: '#efe3d6',
      labelInk: ink,
      lines: ['lumen', 'MINERAL SPF 30'],
      lidH: 24,
    }),
    oil: art.dropper({
      w: 56,
      h: 112,
      body: '#8c5a3c',
      lid: '#d9cbb9',
      bulb: '#2f2a27',
      label: '#f6ede4',
      labelInk: ink,
      lines: ['lumen', 'NIGHT RECOVERY OIL'],
      glass: true,
    }),
  }
  const step = (n: number, what: string, p: string) =>
    `<div class="row" style="gap:10px;padding:6px 0;border-bottom:1px solid #efdfd8"><span style="width:22px;height:22px;border-radius:50%;background:#f2e2da;display:grid;place-items:center;font-weight:700;font-size:11.5px">${n}</span><span style="flex:1">${what}</span><b>${p}</b></div>`
  const panel = `<div class="panel"><div style="font-weight:700;margin-bottom:2px">Your routine for redness and stinging</div>
<div class="muted" style="font-size:12px;margin-bottom:4px">Built from 3 answers &middot; free of fragrance, essential oils and alcohol</div>
${step(1, 'Gentle Gel Cleanser, morning and night', '$24')}${step(2, 'Daily Calm Serum', '$42')}${step(3, 'Barrier Cream', '$38')}
<div class="row" style="justify-content:space-between;margin-top:8px"><span><b>Subscribe</b>, refill every 8 weeks</span><span><s class="muted">$104.00</s> <b style="font-size:16px;color:#9b4a5a">$93.60</b></span></div></div>`
  return storeSite({
    name: 'Lumen Skincare',
    logo: '<span style="font-weight:400;letter-spacing:2px">lumen</span>',
    p: { brand: '#9b4a5a', ink: '#3a2328', paper: '#fdf8f5', accent: '#c0735f', line: '#efdfd8', card: '#ffffff' },
    announce: 'Fragrance-free, always &middot; subscribe and save 10% on every refill',
    nav: ['Shop all', 'Routine builder', 'Ingredients', 'Sensitive skin guide', 'Reviews'],
    utility: `<b>Every ingredient listed in plain words</b><span class="wide">&nbsp;&nbsp;&middot; dermatologist-tested on reactive skin &middot; free returns on opened products</span>`,
    hero: {
      eyebrow: 'Skincare for reactive skin',
      title: 'For skin that has said no before',
      lead: 'Four steps, no fragrance, nothing you cannot pronounce. Tell us what your skin reacts to and we build the routine.',
      cta: 'Build my routine',
      cta2: 'Shop all',
      art: lit({ wall: '#e8cfc4', surface: '#d7b5a6', light: '#fff6ee', horizon: 0.7 }, [
        [a.cleanser, 0.3, 1.0],
        [a.serum, 0.47, 1.0],
        [a.cream, 0.64, 1.0],
        [a.spf, 0.8, 0.95],
      ]),
    },
    shelf: 'Bestsellers',
    shelfNote: 'Subscribe: refills timed to each bottle&rsquo;s size',
    backdrop: { wall: '#f2e2da', surface: '#e3cbbf', light: '#fff7f0' },
    products: [
      {
        name: 'Gentle Gel Cleanser',
        meta: '150 ml &middot; for redness',
        price: '$24.00',
        art: a.cleanser,
        rating: stars(5, '1,204'),
      },
      {
        name: 'Daily Calm Serum',
        meta: '30 ml &middot; 4% niacinamide',
        price: '$42.00',
        badge: 'BESTSELLER',
        art: a.serum,
        rating: stars(5, '2,318'),
      },
      {
        name: 'Barrier Cream',
        meta: '50 ml &middot; ceramides',
        price: '$38.00',
        art: a.cream,
        rating: stars(5, '1,877'),
      },
      {
        name: 'Mineral SPF 30',
        meta: '50 ml &middot; zinc oxide, no white cast',
        price: '$32.00',
        badge: 'NEW',
        art: a.spf,
        rating: stars(4, '406'),
      },
    ],
    detail: {
      product: 1,
      name: 'Daily Calm Serum, 30 ml',
      crumbs: 'Routine builder &rsaquo; Redness',
      panel,
      cta: 'Subscribe to this routine',
    },
    still: lit({ wall: '#ecd6cc', surface: '#d8b7a8', light: '#fff7ef', horizon: 0.66 }, [
      [a.oil, 0.22, 0.95],
      [a.cleanser, 0.38, 1.0],
      [a.serum, 0.54, 0.95],
      [a.cream, 0.7, 0.95],
      [a.spf, 0.84, 0.9],
    ]),
    alt: {
      desktop: 'a cleanser, serum, cream jar and sunscreen on a blush stone shelf, with bestsellers from $24',
      phone: 'skincare bottles in soft light, the routine builder offer and bestsellers with prices',
      detail:
        'Lumen Skincare routine builder: three fragrance-free products for redness, $93.60 with a refill every 8 weeks',
    },
  })
})()

// ---------------------------------------------------------------- Copperleaf Home
const copperleaf = (() => {
  const a = {
    chair: art.chair('#58705a', '#5a3a22'),
    table: art.sideTable('#b47e4c'),
    lamp: art.pendant('#b8713a'),
    throw: art.throwBlanket('#d8ccb6', '#9c4a1a'),
    vase: art.vase('#d9d0c3'),
  }
  const stock = (where: string, n: string, c = '#3d5a40') =>
    `<div class="row" style="justify-content:space-between;padding:5px 0;border-bottom:1px solid #e5ddcf"><span>${where}</span><b style="color:${c}">${n}</b></div>`
  const panel = `<div style="font-size:12.5px;margin-bottom:6px"><b>Fabric:</b> Sage wool boucl&eacute; &middot; 31&quot; W &times; 34&quot; D &times; 33&quot; H</div>
<div class="panel"><div style="font-weight:700;margin-bottom:2px">Availability</div>${stock('Warehouse, Kingston NY', '3 available')}${stock('SoHo showroom', 'On display, 1')}${stock('Hudson showroom', 'Sold out', '#8e431b')}
<div class="row" style="gap:8px;margin-top:8px">${icons.truck}<span>White-glove delivery <b>Tue, Oct 14 &ndash; Thu, Oct 16</b></span></div></div>`
  return storeSite({
    name: 'Copperleaf Home',
    logo: 'Copperleaf',
    p: { brand: '#8e431b', ink: '#2a1d14', paper: '#f9f5ee', accent: '#3d5a40', line: '#e5ddcf', card: '#fffdf9' },
    announce:
      'Showrooms in SoHo and Hudson, NY &middot; white-glove delivery on furniture &middot; trade pricing for designers',
    nav: ['Furniture', 'Lighting', 'Textiles', 'Tabletop', 'Showrooms', 'Trade'],
    utility: `<b>Stock you can trust</b><span class="wide">: what you see is on our floor or in our warehouse, updated every 5 minutes</span>`,
    hero: {
      eyebrow: 'The reading corner edit',
      title: 'Made slowly, kept for years',
      lead: 'Solid oak, spun copper and heavy linen from small workshops. Every piece shows you where it is in stock and when it can reach you.',
      cta: 'Shop the edit',
      cta2: 'Book a showroom visit',
      art: lit({ wall: '#dccfbb', surface: '#7d5537', light: '#fff3d9', horizon: 0.74 }, [
        [a.chair, 0.36, 1.25],
        [a.table, 0.64, 0.72],
        [a.vase, 0.645, 0.42, 0.36],
        [a.lamp, 0.62, 0.7, -0.05],
      ]),
    },
    shelf: 'In the edit',
    shelfNote: '4 pieces &middot; all in stock',
    backdrop: { wall: '#e9e1d4', surface: '#b79674', light: '#fff6e4' },
    products: [
      {
        name: 'Harlow Reading Chair',
        meta: 'Sage wool boucl&eacute; &middot; walnut legs',
        price: '$1,450',
        badge: '3 LEFT',
        art: a.chair,
        rating: stars(5, '58'),
      },
      {
        name: 'Alder Oak Side Table',
        meta: 'Solid white oak &middot; 18 in',
        price: '$349',
        art: a.table,
        rating: stars(5, '121'),
      },
      {
        name: 'Spun Copper Dome Pendant',
        meta: '14 in &middot; hardwired',
        price: '$289',
        art: a.lamp,
        rating: stars(4, '77'),
      },
      {
        name: 'Heath Linen Throw',
        meta: 'Stonewashed &middot; 50 &times; 70 in',
        price: '$129',
        art: a.throw,
        rating: stars(5, '203'),
      },
    ],
    detail: {
      product: 0,
      crumbs: 'Furniture &rsaquo; Chairs &rsaquo; Lounge',
      panel,
    },
    still: lit({ wall: '#d6c7b0', surface: '#6f4a30', light: '#fff0cf', horizon: 0.72 }, [
      [a.chair, 0.3, 1.2],
      [a.table, 0.58, 0.7],
      [a.vase, 0.585, 0.4, 0.38],
      [a.lamp, 0.56, 0.75, -0.06],
      [a.throw, 0.8, 0.7],
    ]),
    alt: {
      desktop: 'a sage reading chair, an oak side table and a lit copper pendant in a warm room, with prices',
      phone: 'the reading-corner room, then the chair, table, pendant and throw with prices',
      detail:
        'Copperleaf Home product page: a $1,450 reading chair with stock by warehouse and showroom and a delivery window',
    },
  })
})()

/** The app clients' screens are set in Roboto throughout. */
const appBase = (p: Palette, extra: string) => base(p, 'Roboto, sans-serif', 'Roboto, sans-serif', extra)

/** An app client's site: its first screen and the part the case study is about; no products, so no still life. */
const appSite = (home: string, detail: string, alt: Site['alt']): Site => ({ home, detail, still: '', alt })

// ---------------------------------------------------------------- Meridian Freight (customer portal)
const meridian = (() => {
  const p = { brand: '#1d3557', ink: '#13202f', paper: '#f3f5f8', accent: '#e2553f', line: '#dfe4ec', card: '#ffffff' }
  const pill = (t: string, c: string) => `<span class="pill" style="background:${c}1f;color:${c}">${t}</span>`
  const shipments: [string, string, string, string, string][] = [
    [
      'PRO 7730418',
      'Newark, NJ &rarr; Hartford, CT',
      '4 pallets &middot; 2,350 lb',
      pill('In transit', '#2563eb'),
      'Today, 2 pm',
    ],
    [
      'PRO 7730392',
      'Newark, NJ &rarr; Allentown, PA',
      '2 pallets &middot; 1,120 lb',
      pill('Out for delivery', '#0e9f6e'),
      'Today, 11 am',
    ],
    [
      'PRO 7730355',
      'Edison, NJ &rarr; Albany, NY',
      '6 pallets &middot; 4,800 lb',
      pill('Picked up', '#7c3aed'),
      'Fri, Mar 14',
    ],
    [
      'PRO 7730311',
      'Newark, NJ &rarr; Worcester, MA',
      '1 pallet &middot; 640 lb',
      pill('Delivered', '#64748b'),
      'POD signed',
    ],
    [
      'PRO 7730287',
      'Secaucus, NJ &rarr; Baltimore, MD',
      'FTL &middot; 26 pallets',
      pill('Delivered', '#64748b'),
      'POD signed',
    ],
    [
      'PRO 7730264',
      'Newark, NJ &rarr; Scranton, PA',
      '3 pallets &middot; 1,870 lb',
      pill('Delivered', '#64748b'),
      'POD signed',
    ],
    [
      'Quote Q-20931',
      'Newark, NJ &rarr; Portland, ME',
      '8 pallets &middot; 6,100 lb',
      pill('In review', '#b45309'),
      'Price by 11 am',
    ],
    [
      'Quote Q-20927',
      'Kearny, NJ &rarr; Providence, RI',
      '2 pallets &middot; 980 lb',
      pill('Priced $318.40', '#0e9f6e'),
      'Book by Fri',
    ],
  ]
  const map = `<svg viewBox="0 0 360 250" width="100%" height="100%" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="sea" x1="0" x2="1"><stop offset="0" stop-color="#e7eef7"/><stop offset="1" stop-color="#d6e3f2"/></linearGradient></defs>
<rect width="360" height="250" fill="url(#sea)"/>
<path d="M0 0 L300 0 L310 40 L292 58 L318 74 L300 96 L262 112 L238 140 L214 150 L196 176 L170 206 L150 250 L0 250 Z" fill="#f7f8fa" stroke="#c9d3e0"/>
<path d="M60 0 L64 250 M0 96 L238 110 M120 0 L140 140 M200 20 L230 130 M0 170 L190 180" stroke="#d5dce6" stroke-dasharray="4 4" fill="none"/>
<g fill="none" stroke-width="3" stroke-linecap="round"><path d="M176 168 C200 140 214 120 232 104" stroke="#2563eb"/><path d="M176 168 C150 168 120 160 100 150" stroke="#0e9f6e"/>
<path d="M176 168 C176 130 170 90 166 58" stroke="#7c3aed"/><path d="M176 168 C230 130 250 104 262 86" stroke="#94a3b8" stroke-dasharray="5 5"/></g>
${[
  [176, 168, 'Newark'],
  [232, 104, 'Hartford'],
  [100, 150, 'Allentown'],
  [166, 58, 'Albany'],
  [262, 86, 'Worcester'],
]
  .map(
    ([x, y, n]) =>
      `<circle cx="${x}" cy="${y}" r="5" fill="#1d3557" stroke="#fff" stroke-width="2"/><text x="${Number(x) + 8}" y="${Number(y) + 4}" font-size="11" font-family="Roboto" fill="#334155">${n}</text>`,
  )
  .join('')}
<g transform="translate(212 112)"><circle r="9" fill="#2563eb" opacity=".2"/><circle r="4.5" fill="#2563eb"/></g></svg>`
  const css = appBase(
    p,
    `.app{display:grid;grid-template-columns:220px 1fr;min-height:100vh}
.side{background:${p.brand};color:#dbe4f0;padding:20px 14px;font-size:14px}.side .logo{color:#fff;font-size:19px;font-weight:700;padding:0 8px 22px;display:flex;gap:8px;align-items:center}
.side a{display:block;padding:9px 10px;border-radius:6px;margin-bottom:2px}.side a.on{background:#ffffff1a;color:#fff;font-weight:500}
main{padding:22px 28px}.top{display:flex;justify-content:space-between;align-items:center;margin-bottom:18px}
.top h1{font-size:24px;font-weight:500}.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin-bottom:16px}
.kpi{background:#fff;border:1px solid ${p.line};border-radius:10px;padding:14px 16px}.kpi small{font-size:12.5px;color:#64748b}
.kpi b{display:block;font-size:26px;font-weight:500;margin-top:2px}.kpi em{font-style:normal;font-size:12px;color:#0e9f6e}
.cols{display:grid;grid-template-columns:1.55fr 1fr;gap:16px}.box{background:#fff;border:1px solid ${p.line};border-radius:10px;overflow:hidden}
.box h2{font-size:15px;font-weight:500;padding:12px 16px;border-bottom:1px solid ${p.line};display:flex;justify-content:space-between}
table{width:100%;border-collapse:collapse;font-size:13px}td{padding:10px 16px;border-bottom:1px solid ${p.line}}td small{display:block;color:#64748b;font-size:12px}
.pill{display:inline-block;padding:3px 9px;border-radius:20px;font-size:12px;font-weight:500;white-space:nowrap}
.quick{padding:14px 16px;display:grid;grid-template-columns:1fr 1fr;gap:10px;font-size:12.5px}.field{border:1px solid ${p.line};border-radius:6px;padding:7px 10px}
.field small{display:block;color:#64748b;font-size:11px}.btn{height:40px;font-size:14px;background:${p.accent}}
.phone-top{display:none}
@media (max-width:600px){.app{grid-template-columns:1fr}.side{display:none}.phone-top{display:flex;justify-content:space-between;align-items:center;
background:${p.brand};color:#fff;padding:14px 16px;font-weight:700;font-size:17px}main{padding:16px}.top h1{font-size:20px}
.kpis{grid-template-columns:1fr 1fr;gap:10px}.kpi b{font-size:22px}.cols{grid-template-columns:1fr}.map{display:none}
td:nth-child(3){display:none}td{padding:9px 12px}.quickbox{order:-1}.cols{display:flex;flex-direction:column}}`,
  )
  const home = page(
    css,
    `<div class="phone-top"><span>Meridian Freight</span>${icons.menu}</div><div class="app"><nav class="side"><div class="logo"><svg width="26" height="26" viewBox="0 0 26 26"><rect width="26" height="26" rx="6" fill="${p.accent}"/><path d="M6 17l7-9 7 9" stroke="#fff" stroke-width="2.6" fill="none"/></svg>Meridian</div>
<a class="on">Dashboard</a><a>Get a price</a><a>Shipments</a><a>Tracking</a><a>Documents &amp; POD</a><a>Invoices</a><a>Saved lanes</a><a>Account</a></nav>
<main><div class="top"><h1>Good morning, Carla</h1><span class="muted" style="font-size:13px">Hudson Paper Supply &middot; acct 40218</span></div>
<div class="kpis"><div class="kpi"><small>Open quotes</small><b>3</b><em>2 priced instantly</em></div><div class="kpi"><small>In transit</small><b>6</b><em>all on schedule</em></div>
<div class="kpi"><small>Delivered, last 30 days</small><b>41</b><em>98% on time</em></div><div class="kpi"><small>Your median quote time</small><b>14 min</b><em>lane rates on file</em></div></div>
<div class="cols"><div class="box"><h2>Shipments and quotes<span class="muted" style="font-size:13px">View all 47</span></h2><table>
${shipments.map(([pro, lane, load, st, eta]) => `<tr><td><b>${lane}</b><small>${pro}</small></td><td>${load}</td><td>${st}</td><td style="white-space:nowrap">${eta}</td></tr>`).join('')}</table></div>
<div style="display:grid;gap:16px" class="quickbox"><div class="box map"><h2>Live map<span class="muted" style="font-size:13px">4 moving</span></h2><div style="height:190px">${map}</div></div>
<div class="box"><h2>Get a price</h2><div class="quick"><div class="field"><small>Pickup ZIP</small>07105 Newark, NJ</div><div class="field"><small>Delivery ZIP</small>06106 Hartford, CT</div>
<div class="field"><small>Pallets &middot; weight</small>4 &middot; 2,350 lb</div><div class="field"><small>Freight class</small>70</div><span class="btn" style="grid-column:span 2">Price this shipment</span></div></div></div></div></main></div>`,
  )
  const row = (k: string, v: string, b = false) =>
    `<div class="row" style="justify-content:space-between;padding:5px 0;${b ? 'font-weight:700;font-size:15px;border-top:1px solid #dfe4ec;margin-top:4px;padding-top:8px' : ''}"><span>${k}</span><span>${v}</span></div>`
  const detail = page(
    `${css}.box h2{padding:9px 16px}.quick{gap:7px;padding:10px 16px}.field{padding:5px 10px}td{padding:7px 16px}`,
    `<div style="padding:16px;display:grid;grid-template-columns:1fr 1fr;gap:14px;font-size:13px">
<div class="box"><h2>Get a price</h2><div class="quick" style="grid-template-columns:1fr">
<div class="field"><small>Pickup</small>07105 &middot; Newark, NJ &middot; dock, ready Tue Mar 11</div><div class="field"><small>Delivery</small>06106 &middot; Hartford, CT &middot; liftgate needed</div>
<div class="field"><small>Handling units</small>4 pallets, 48 &times; 40 &times; 52 in</div><div class="field"><small>Total weight &middot; class</small>2,350 lb &middot; class 70</div></div></div>
<div class="box"><h2>Your price<span style="color:#0e9f6e;font-size:12px">Priced in 12 s</span></h2><div style="padding:12px 16px">
<div style="font-size:30px;font-weight:500">$460.91</div><div class="muted" style="margin-bottom:8px">LTL &middot; 1 business day &middot; delivers Wed, Mar 12</div>
${row('Linehaul', '$318.00')}${row('Fuel surcharge, 24.5%', '$77.91')}${row('Liftgate at delivery', '$65.00')}${row('Total', '$460.91', true)}
<span class="btn" style="width:100%;margin-top:12px">Book this shipment</span><div class="muted" style="font-size:11.5px;margin-top:6px">Price held for 24 hours &middot; BOL and labels by e-mail</div></div></div>
<div class="box" style="grid-column:span 2"><h2>This lane, your last bookings<span class="muted" style="font-size:12px">Newark, NJ &rarr; Hartford, CT</span></h2>
<table>${[
      ['Feb 26', '3 pallets &middot; 1,760 lb', '$402.15', 'Delivered next day'],
      ['Feb 11', '4 pallets &middot; 2,410 lb', '$468.30', 'Delivered next day'],
    ]
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
      .join('')}</table></div></div>`,
  )
  return appSite(home, detail, {
    desktop:
      'Meridian Freight customer portal on a desktop: shipment counts, five shipments on Northeast lanes with status, a live map and a quick price form',
    phone:
      'Meridian Freight portal on a phone: shipment counts and the list of shipments with status and arrival times',
    detail:
      'Meridian Freight price screen: four pallets from Newark to Hartford priced at $460.91 in 12 seconds, with the charges itemised',
  })
})()

// ---------------------------------------------------------------- Tandem Health Labs (care app)
const tandem = (() => {
  const p = { brand: '#1f7a6e', ink: '#12302c', paper: '#f5f8f7', accent: '#e08a3c', line: '#dde8e5', card: '#ffffff' }
  const av = (t: string, c: string) =>
    `<span style="width:30px;height:30px;border-radius:50%;background:${c};color:#fff;display:inline-grid;place-items:center;font-size:12px;font-weight:700;flex:none">${t}</span>`
  const item = (
    time: string,
    what: string,
    sub: string,
    state: string,
    on: boolean,
  ) => `<div class="it"><span class="t">${time}</span><span class="dot" style="background:${on ? p.brand : '#fff'};border-color:${on ? p.brand : '#b8c9c5'}">${on ? icons.check : ''}</span>
<div style="flex:1"><b>${what}</b><small>${sub}</small></div><span class="st" style="color:${on ? p.brand : '#8a6a2e'}">${state}</span></div>`
  const bp = [132, 128, 135, 126, 124, 129, 122]
  const chart = `<svg viewBox="-10 0 620 110" width="100%" height="110"><defs><linearGradient id="bpf" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${p.brand}" stop-opacity=".25"/><stop offset="1" stop-color="${p.brand}" stop-opacity="0"/></linearGradient></defs>
<path d="M0 ${110 - (130 - 110) * 3} H600" stroke="#e08a3c" stroke-dasharray="4 4"/>
<path d="M0 110 ${bp.map((v, i) => `L${i * 100} ${110 - (v - 110) * 3}`).join(' ')} L600 110 Z" fill="url(#bpf)"/>
<path d="M${bp.map((v, i) => `${i * 100} ${110 - (v - 110) * 3}`).join(' L')}" stroke="${p.brand}" stroke-width="2.5" fill="none"/>
${bp.map((v, i) => `<circle cx="${i * 100}" cy="${110 - (v - 110) * 3}" r="3.5" fill="#fff" stroke="${p.brand}" stroke-width="2"/>`).join('')}</svg>`
  const css = appBase(
    p,
    `.app{display:grid;grid-template-columns:230px 1fr 330px;min-height:100vh}.side{background:#fff;border-right:1px solid ${p.line};padding:20px 14px;font-size:14px}
.side .logo{font-size:20px;font-weight:700;color:${p.brand};padding:0 8px 18px}.who{display:flex;gap:10px;align-items:center;padding:10px;border-radius:10px;background:${p.paper};margin-bottom:14px;font-size:13px}
.side a{display:block;padding:9px 10px;border-radius:6px}.side a.on{background:${p.brand}14;color:${p.brand};font-weight:500}
main{padding:24px 28px}h1{font-size:24px;font-weight:500}.sub{color:#5b716d;font-size:13.5px;margin-bottom:16px}
.card{background:#fff;border:1px solid ${p.line};border-radius:12px;padding:14px 16px;margin-bottom:14px}.card h2{font-size:15px;font-weight:500;margin-bottom:8px;display:flex;justify-content:space-between}
.it{display:flex;gap:12px;align-items:center;padding:9px 0;border-bottom:1px solid ${p.line};font-size:13.5px}.it:last-child{border:0}.it small{display:block;color:#5b716d;font-size:12px}
.t{width:62px;color:#5b716d;font-size:12.5px}.dot{width:22px;height:22px;border-radius:50%;border:2px solid;display:grid;place-items:center;color:#fff;flex:none}.st{font-size:12px;font-weight:500}
aside{padding:24px 20px 24px 0}.appt{background:${p.brand};color:#fff;border-radius:12px;padding:14px 16px;margin-bottom:14px;font-size:13px}.appt b{font-size:16px;display:block;margin:2px 0}
.people{display:grid;gap:10px;font-size:13px}.people div{display:flex;gap:10px;align-items:center}.people small{display:block;color:#5b716d}
.phone-top{display:none}
@media (max-width:600px){.app{grid-template-columns:1fr;min-height:0}.side{display:none}aside{padding:0 16px 16px}main{padding:16px 16px 4px}
.phone-top{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;background:#fff;border-bottom:1px solid ${p.line};font-weight:700;color:${p.brand};font-size:18px}
.people,.chartcard{display:none}h1{font-size:21px}}`,
  )
  const home = page(
    css,
    `<div class="phone-top"><span>Tandem</span>${av('HM', '#7c6aa6')}</div><div class="app"><nav class="side"><div class="logo">Tandem</div>
<div class="who">${av('HM', '#7c6aa6')}<div><b>Helen Marsh</b><div class="muted" style="font-size:12px">Mom &middot; 81 &middot; Cleveland, OH</div></div></div>
<a class="on">Today</a><a>Calendar</a><a>Medications</a><a>Care circle</a><a>Documents</a><a>Messages <b style="color:${p.accent}">2</b></a></nav>
<main><h1>Thursday, March 12</h1><div class="sub">3 of 5 done today &middot; Sam is on duty until 6 pm</div>
<div class="card"><h2>Today<span class="muted" style="font-size:12.5px">Medications and visits</span></h2>
${item('8:00 am', 'Lisinopril 10 mg', 'With breakfast', 'Given by Sam', true)}${item('9:15 am', 'Blood pressure 124 / 79', 'Logged from the home cuff', 'In range', true)}
${item('10:30 am', 'Cardiology follow-up, Dr. Ortiz', 'Cleveland Heart Clinic &middot; Jamie drives', 'Confirmed', true)}${item('1:00 pm', 'Metformin 500 mg', 'With lunch', 'Due in 40 min', false)}
${item('8:00 pm', 'Atorvastatin 20 mg', 'At bedtime', 'Tonight', false)}</div>
<div class="card chartcard"><h2>Blood pressure, last 7 days<span class="muted" style="font-size:12.5px">systolic &middot; goal under 130</span></h2>${chart}
<div class="row muted" style="justify-content:space-between;font-size:11.5px;margin-top:4px">${['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu'].map((d) => `<span>${d}</span>`).join('')}</div></div>
<div class="card chartcard" style="font-size:13.5px"><h2>Notes<span class="muted" style="font-size:12.5px">care circle</span></h2>
<div class="row" style="gap:10px;align-items:flex-start">${av('SM', '#1f7a6e')}<div><b>Sam</b> <span class="muted">9:02 am</span><br>Mom took her morning pills with toast. BP better than last week. Jamie, can you bring the readings to Dr. Ortiz?</div></div></div></main>
<aside><div class="appt">Next visit<b>Tue, Mar 17 &middot; 2:00 pm</b>Eye exam, Dr. Levin &middot; Sam drives</div>
<div class="card"><h2>Refills</h2><div class="it"><div style="flex:1"><b>Lisinopril 10 mg</b><small>5 days left &middot; CVS Lakewood</small></div><span class="btn" style="height:32px;padding:0 12px;font-size:12.5px">Request</span></div></div>
<div class="card people"><h2>Care circle</h2><div>${av('SM', '#1f7a6e')}<span><b>Sam Marsh</b><small>Daughter &middot; on duty today</small></span></div>
<div>${av('JM', '#e08a3c')}<span><b>Jamie Marsh</b><small>Son &middot; appointments</small></span></div><div>${av('RC', '#4a6fa5')}<span><b>Rosa Cruz</b><small>Home aide &middot; Mon, Wed, Fri</small></span></div></div></aside></div>`,
  )
  const detail = page(
    css,
    `<div style="padding:20px;display:grid;grid-template-columns:1.45fr 1fr;gap:14px"><div class="card" style="margin:0"><h2>Medications<span class="muted" style="font-size:12px">Helen Marsh</span></h2>
${item('8:00 am', 'Lisinopril 10 mg', 'Blood pressure &middot; 1 tablet', 'Given by Sam', true)}${item('8:00 am', 'Vitamin D3 1,000 IU', 'With breakfast', 'Given by Sam', true)}
${item('1:00 pm', 'Metformin 500 mg', 'Diabetes &middot; with lunch', 'Due', false)}${item('8:00 pm', 'Atorvastatin 20 mg', 'Cholesterol', 'Tonight', false)}</div>
<div><div class="appt">Refill needed<b>Lisinopril 10 mg</b>5 days left &middot; ask CVS Lakewood to refill?</div>
<div class="card" style="font-size:13px"><h2>Sam wrote<span class="muted" style="font-size:12px">9:02 am</span></h2>Mom took her morning pills with toast. BP is 124/79, better than last week. Jamie, can you bring the readings to Dr. Ortiz?</div></div>
<div class="card" style="grid-column:span 2;margin:0;font-size:13px;display:flex;gap:26px;align-items:center"><b style="font-weight:500">This week</b>
<span>Tue 2:00 pm &middot; Eye exam, Dr. Levin &middot; <span class="muted">Sam drives</span></span><span>Fri 11:00 am &middot; Blood work &middot; <span class="muted">Rosa</span></span></div></div>`,
  )
  return appSite(home, detail, {
    desktop:
      "Tandem care app on a desktop: today's medications and a cardiology visit for Helen Marsh, a week of blood pressure readings and her care circle",
    phone: "Tandem care app on a phone: today's doses ticked off by family members and the next doctor's visit",
    detail:
      'Tandem medication list: who gave each dose, a refill due in five days and a family note about blood pressure',
  })
})()

export const SITES: Record<string, Site> = {
  'client-keystone-spirits': keystone,
  'client-harbor-goods': harbor,
  'client-fieldstone-outdoor': fieldstone,
  'client-lumen-skincare': lumen,
  'client-copperleaf-home': copperleaf,
  'client-meridian-freight': meridian,
  'client-tandem-health-labs': tandem,
}

/** Brand colours, for the wordmarks and the banners' grounds. */
export const BRAND: Record<string, string> = {
  'client-keystone-spirits': '#6b1f33',
  'client-harbor-goods': '#0f4c5c',
  'client-fieldstone-outdoor': '#2c4a30',
  'client-meridian-freight': '#1d3557',
  'client-lumen-skincare': '#9b4a5a',
  'client-copperleaf-home': '#8e431b',
  'client-tandem-health-labs': '#1f7a6e',
}
