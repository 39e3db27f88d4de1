/**
 * Product drawings for the demo clients' sites (scripts/demo-sites.ts): SVG with gradients for light,
 * blurred shadows and noise for texture, so a product reads as photographed on a surface, not as a tile.
 * Hand-drawn because the pictures must be made here, licensed by us, with no downloads.
 */

let next = 0
/** SVG ids are global to a page that shows many drawings: each drawing numbers its own. */
const uid = (p: string) => `${p}${++next}`

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
/** a mixed with b (t = 0..1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hex(a), hex(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
const dark = (c: string, t = 0.35) => mix(c, '#000000', t)
const light = (c: string, t = 0.35) => mix(c, '#ffffff', t)
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A horizontal gradient that makes a flat shape read as round: dark rims, a bright band left of centre. */
function roundGrad(base: string, shine = 0.45): [string, string] {
  const id = uid('rg')
  return [
    `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="${dark(base, 0.45)}"/><stop offset=".12" stop-color="${base}"/>
<stop offset=".3" stop-color="${light(base, shine)}"/><stop offset=".42" stop-color="${base}"/>
<stop offset=".8" stop-color="${dark(base, 0.15)}"/><stop offset="1" stop-color="${dark(base, 0.5)}"/></linearGradient>`,
    `url(#${id})`,
  ]
}

/** A soft contact shadow under an object standing at (cx, y). */
function shadow(cx: number, y: number, rx: number, opacity = 0.35): string {
  const f = uid('sh')
  return `<filter id="${f}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${rx / 7}"/></filter>
<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${rx / 7}" fill="#000" opacity="${opacity}" filter="url(#${f})"/>
<ellipse cx="${cx}" cy="${y - 1}" rx="${rx * 0.72}" ry="${rx / 16}" fill="#000" opacity="${opacity}"/>`
}

/** Paper or fabric grain laid over a shape (clipped by the caller). */
function grain(w: number, h: number, alpha = 0.12, freq = '0.9'): string {
  const f = uid('gr')
  return `<filter id="${f}"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${next}"/>
<feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 ${alpha}"/>
</feComponentTransfer><feComposite in2="SourceGraphic" operator="in"/></filter>
<rect width="${w}" height="${h}" filter="url(#${f})"/>`
}

/** Glass highlights: a bright strip on the left, a thin one on the right. */
function glassShine(x: number, y: number, w: number, h: number): string {
  const g = uid('gs')
  return `<linearGradient id="${g}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".7"/>
<stop offset=".6" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<rect x="${x + w * 0.13}" y="${y}" width="${w * 0.08}" height="${h}" rx="${w * 0.04}" fill="url(#${g})"/>
<rect x="${x + w * 0.83}" y="${y + h * 0.05}" width="${w * 0.03}" height="${h * 0.8}" rx="2" fill="#fff" opacity=".28"/>`
}

export type BottleOpts = {
  shape: 'wine' | 'whisky' | 'gin' | 'sparkling' | 'oil'
  glass: string
  liquid: string
  level?: number
  label: string
  labelInk: string
  lines: string[]
  cap: string
  font?: string
}

/** A bottle, 200x300 units, standing on y=286. */
export function bottle(o: BottleOpts): string {
  const dims = {
    wine: { neckW: 26, top: 18, neckH: 86, shoulder: 44, bodyW: 74 },
    sparkling: { neckW: 30, top: 20, neckH: 80, shoulder: 56, bodyW: 80 },
    whisky: { neckW: 30, top: 46, neckH: 44, shoulder: 22, bodyW: 104 },
    gin: { neckW: 34, top: 40, neckH: 40, shoulder: 34, bodyW: 96 },
    oil: { neckW: 20, top: 24, neckH: 70, shoulder: 40, bodyW: 62 },
  }[o.shape]
  const cx = 100
  const bottom = 284
  const { neckW, top, neckH, bodyW } = dims
  const sh = dims.shoulder
  const nl = cx - neckW / 2
  const nr = cx + neckW / 2
  const bl = cx - bodyW / 2
  const br = cx + bodyW / 2
  const sy = top + neckH
  const by = sy + sh
  const r = o.shape === 'whisky' || o.shape === 'gin' ? 10 : 6
  const path = `M${nl} ${top} L${nl} ${sy} C${nl} ${sy + sh * 0.55} ${bl} ${by - sh * 0.45} ${bl} ${by} L${bl} ${bottom - r}
Q${bl} ${bottom} ${bl + r} ${bottom} L${br - r} ${bottom} Q${br} ${bottom} ${br} ${bottom - r} L${br} ${by}
C${br} ${by - sh * 0.45} ${nr} ${sy + sh * 0.55} ${nr} ${sy} L${nr} ${top} Z`
  const clip = uid('bc')
  const [gDef, gUrl] = roundGrad(o.glass, 0.25)
  const [lDef, lUrl] = roundGrad(o.liquid, 0.35)
  const liquidTop = o.level === undefined ? by - 4 : by + (bottom - by) * (1 - o.level)
  const labelY = by + (bottom - by) * (o.shape === 'whisky' ? 0.2 : 0.18)
  const labelH = (bottom - by) * (o.shape === 'gin' ? 0.56 : 0.5)
  const [labDef, labUrl] = roundGrad(o.label, 0.12)
  const font = o.font ?? 'Liberation Serif, serif'
  const text = o.lines
    .map((line, i) => {
      // Sized to the label: capitals run about 0.72 em (bold) or 0.62 em wide, plus the letter spacing.
      const size =
        i === 0
          ? Math.min(15, ((bodyW - 14) / line.length - 0.5) / 0.72)
          : Math.min(7.5, ((bodyW - 12) / line.length - 1.2) / 0.62)
      const y = labelY + 16 + (i === 0 ? 0 : 6 + i * 10)
      const weight = i === 0 ? 700 : 400
      const spacing = i === 0 ? 0.5 : 1.2
      return `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${font}" font-size="${size}"
font-weight="${weight}" letter-spacing="${spacing}" fill="${o.labelInk}">${esc(line)}</text>`
    })
    .join('')
  const closure =
    o.shape === 'whisky' || o.shape === 'gin'
      ? (() => {
          const [cDef, cUrl] = roundGrad(o.cap, 0.3)
          return `${cDef}<rect x="${nl - 6}" y="${top - 24}" width="${neckW + 12}" height="30" rx="5" fill="${cUrl}"/>
<rect x="${nl - 6}" y="${top - 2}" width="${neckW + 12}" height="4" fill="${dark(o.cap, 0.4)}" opacity=".6"/>`
        })()
      : (() => {
          const [cDef, cUrl] = roundGrad(o.cap, 0.5)
          const h = o.shape === 'sparkling' ? 62 : o.shape === 'oil' ? 22 : 44
          return `${cDef}<rect x="${nl - 1.5}" y="${top - 6}" width="${neckW + 3}" height="${h}" rx="3" fill="${cUrl}"/>
<rect x="${nl - 1.5}" y="${top + h - 10}" width="${neckW + 3}" height="2" fill="${dark(o.cap, 0.3)}"/>`
        })()
  return `<defs>${gDef}${lDef}${labDef}<clipPath id="${clip}"><path d="${path}"/></clipPath></defs>
${shadow(cx, bottom + 2, bodyW * 0.75)}
<path d="${path}" fill="${gUrl}" opacity=".9"/>
<g clip-path="url(#${clip})"><rect x="0" y="${liquidTop}" width="200" height="300" fill="${lUrl}" opacity=".92"/>
<rect x="0" y="${liquidTop}" width="200" height="2" fill="#fff" opacity=".25"/></g>
<rect x="${bl + 3}" y="${labelY}" width="${bodyW - 6}" height="${labelH}" fill="${labUrl}"/>
<g clip-path="url(#${clip})"><g opacity=".9" transform="translate(${bl} ${labelY})">${grain(bodyW, labelH, 0.1)}</g></g>
<rect x="${bl + 3}" y="${labelY + 5}" width="${bodyW - 6}" height="1" fill="${o.labelInk}" opacity=".5"/>
<rect x="${bl + 3}" y="${labelY + labelH - 6}" width="${bodyW - 6}" height="1" fill="${o.labelInk}" opacity=".5"/>
${text}
<g clip-path="url(#${clip})">${glassShine(bl, top, bodyW, bottom - top)}</g>
<path d="${path}" fill="none" stroke="${dark(o.glass, 0.6)}" stroke-opacity=".35" stroke-width="1.5"/>
${closure}`
}

export type JarOpts = {
  w: number
  h: number
  body: string
  lid: string
  label: string
  labelInk: string
  lines: string[]
  glass?: boolean
  font?: string
  lidH?: number
}

/** A jar, tub, tin or tube-like cylinder standing on y=286 (200x300 units). */
export function jar(o: JarOpts): string {
  const cx = 100
  const bottom = 284
  const x = cx - o.w / 2
  const y = bottom - o.h
  const lidH = o.lidH ?? Math.max(14, o.h * 0.16)
  const [bDef, bUrl] = roundGrad(o.body, o.glass ? 0.5 : 0.35)
  const [lDef, lUrl] = roundGrad(o.lid, 0.45)
  const [labDef, labUrl] = roundGrad(o.label, 0.15)
  const clip = uid('jc')
  const font = o.font ?? 'Liberation Serif, serif'
  const labelY = y + lidH + o.h * 0.18
  const labelH = o.h * 0.45
  const text = o.lines
    .map((line, i) => {
      const size =
        i === 0
          ? Math.min(16, ((o.w - 12) / line.length - 0.4) / 0.72)
          : Math.min(7, ((o.w - 10) / line.length - 1) / 0.62)
      return `<text x="${cx}" y="${labelY + 17 + (i === 0 ? 0 : 4 + i * 10)}" text-anchor="middle" font-family="${font}"
font-size="${size}" font-weight="${i === 0 ? 700 : 400}" letter-spacing="${i === 0 ? 0.4 : 1}" fill="${o.labelInk}">${esc(line)}</text>`
    })
    .join('')
  return `<defs>${bDef}${lDef}${labDef}<clipPath id="${clip}"><rect x="${x}" y="${y + lidH - 2}" width="${o.w}"
height="${o.h - lidH + 2}" rx="${o.w * 0.08}"/></clipPath></defs>
${shadow(cx, bottom + 2, o.w * 0.62)}
<rect x="${x}" y="${y + lidH - 2}" width="${o.w}" height="${o.h - lidH + 2}" rx="${o.w * 0.08}" fill="${bUrl}"/>
<g clip-path="url(#${clip})"><g transform="translate(${x} ${y})" opacity=".7">${grain(o.w, o.h, 0.1)}</g>
<rect x="${x}" y="${labelY}" width="${o.w}" height="${labelH}" fill="${labUrl}"/>
${o.glass ? glassShine(x, y + lidH, o.w, o.h - lidH) : `<rect x="${x + o.w * 0.14}" y="${y + lidH}" width="${o.w * 0.07}" height="${o.h - lidH}" fill="#fff" opacity=".18"/>`}</g>
${text}
<rect x="${x - 3}" y="${y}" width="${o.w + 6}" height="${lidH}" rx="4" fill="${lUrl}"/>
<rect x="${x - 3}" y="${y + lidH - 3}" width="${o.w + 6}" height="3" fill="${dark(o.lid, 0.4)}" opacity=".5"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${x + 2 + (i * (o.w - 4)) / 9}" y="${y + 2}" width="1" height="${lidH - 5}" fill="#000" opacity=".08"/>`).join('')}`
}

/** A dropper bottle (serum, oil): a jar with a rubber bulb on a collar. */
export function dropper(o: Omit<JarOpts, 'lidH'> & { bulb: string }): string {
  const cx = 100
  const top = 284 - o.h
  const [bDef, bUrl] = roundGrad(o.bulb, 0.35)
  const [cDef, cUrl] = roundGrad(o.lid, 0.5)
  return `${jar({ ...o, lid: o.body, lidH: 1 })}<defs>${bDef}${cDef}</defs>
<rect x="${cx - 15}" y="${top - 26}" width="30" height="28" rx="3" fill="${cUrl}"/>
<path d="M${cx - 11} ${top - 26} C${cx - 14} ${top - 52} ${cx - 13} ${top - 70} ${cx} ${top - 72} C${cx + 13} ${top - 70} ${cx + 14} ${top - 52} ${cx + 11} ${top - 26} Z" fill="${bUrl}"/>`
}

/** A pump bottle (cleanser, lotion). */
export function pump(o: Omit<JarOpts, 'lidH'>): string {
  const cx = 100
  const top = 284 - o.h
  const [cDef, cUrl] = roundGrad(o.lid, 0.5)
  return `${jar({ ...o, lidH: 12 })}<defs>${cDef}</defs>
<rect x="${cx - 7}" y="${top - 30}" width="14" height="32" fill="${cUrl}"/>
<rect x="${cx - 20}" y="${top - 42}" width="40" height="14" rx="4" fill="${cUrl}"/>
<rect x="${cx + 14}" y="${top - 38}" width="30" height="7" rx="3" fill="${cUrl}"/>`
}

/** A wedge of cheese on a board: a top face, a cut face with holes and a rind. */
export function cheese(paste: string, rind: string): string {
  const h = uid('ch')
  return `<defs><linearGradient id="${h}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(paste, 0.35)}"/>
<stop offset="1" stop-color="${dark(paste, 0.12)}"/></linearGradient></defs>
${shadow(100, 262, 86, 0.3)}
<path d="M20 250 L176 250 L176 196 L44 172 Z" fill="url(#${h})"/>
<path d="M20 250 L44 172 L40 168 L16 246 Z" fill="${rind}"/>
<path d="M44 172 L176 196 L170 186 L40 164 Z" fill="${light(rind, 0.25)}"/>
<path d="M176 196 L176 250 L182 246 L182 192 Z" fill="${dark(rind, 0.2)}"/>
${[
  [70, 220, 9],
  [110, 232, 6],
  [140, 212, 8],
  [95, 200, 4],
  [155, 236, 4],
]
  .map(
    ([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.8}" fill="${dark(paste, 0.18)}"/>
<ellipse cx="${x + 1}" cy="${y + 1}" rx="${r * 0.8}" ry="${r * 0.6}" fill="${light(paste, 0.2)}"/>`,
  )
  .join('')}
<path d="M20 250 L176 250" stroke="#000" stroke-opacity=".15"/>`
}

/** A wooden board or tabletop seen from the front, with grain. */
export function board(x: number, y: number, w: number, h: number, wood: string): string {
  const g = uid('wd')
  const c = uid('wc')
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(wood, 0.15)}"/>
<stop offset="1" stop-color="${dark(wood, 0.2)}"/></linearGradient>
<filter id="${c}"><feTurbulence type="fractalNoise" baseFrequency="0.008 0.35" numOctaves="3" seed="4"/>
<feColorMatrix type="matrix" values="0 0 0 0 .2 0 0 0 0 .1 0 0 0 0 .03 0 0 0 .6 0"/>
<feComposite in2="SourceGraphic" operator="in"/></filter></defs>
${shadow(x + w / 2, y + h + 4, w * 0.52, 0.3)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="url(#${g})"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" filter="url(#${c})" opacity=".6"/>
<rect x="${x}" y="${y}" width="${w}" height="2" fill="#fff" opacity=".3"/>`
}

/** A kraft gift box with a band and a tag. */
export function giftBox(kraft: string, band: string): string {
  const f = uid('gb')
  return `<defs><linearGradient id="${f}" x1="0" x2="1"><stop offset="0" stop-color="${light(kraft, 0.1)}"/>
<stop offset="1" stop-color="${dark(kraft, 0.15)}"/></linearGradient></defs>
${shadow(100, 270, 88)}
<path d="M18 150 L150 150 L182 128 L50 128 Z" fill="${light(kraft, 0.2)}"/>
<rect x="18" y="150" width="132" height="118" fill="url(#${f})"/>
<path d="M150 150 L182 128 L182 246 L150 268 Z" fill="${dark(kraft, 0.25)}"/>
<g transform="translate(18 150)">${grain(132, 118, 0.2)}</g>
<rect x="74" y="150" width="20" height="118" fill="${band}"/>
<path d="M106 128 L126 128 L94 150 L74 150 Z" fill="${light(band, 0.2)}"/>
<path d="M168 138 L168 256" stroke="${dark(band, 0.2)}" stroke-width="10"/>
<path d="M84 150 C70 118 50 124 62 140 C70 148 84 150 84 150 C90 120 116 120 104 140 C98 148 84 150 84 150" fill="${light(band, 0.1)}" stroke="${dark(band, 0.3)}"/>
<rect x="36" y="196" width="30" height="20" rx="2" fill="#fbf7ee" transform="rotate(-8 51 206)"/>`
}

/** A top-loading trekking pack: lid pocket, shoulder straps, side pockets, hip belt, compression straps. */
export function backpack(fabric: string, trim: string): string {
  const [fDef, fUrl] = roundGrad(fabric, 0.3)
  const [tDef, tUrl] = roundGrad(trim, 0.3)
  const body = 'M62 78 C60 60 140 60 138 78 L150 250 C152 272 48 272 50 250 Z'
  const c = uid('bp')
  return `<defs>${fDef}${tDef}<clipPath id="${c}"><path d="${body}"/></clipPath></defs>${shadow(100, 282, 84)}
<path d="M58 96 C30 110 30 200 46 236" stroke="#1c1c1c" stroke-width="11" fill="none" stroke-linecap="round"/>
<path d="M142 96 C170 110 170 200 154 236" stroke="#1c1c1c" stroke-width="11" fill="none" stroke-linecap="round"/>
<path d="${body}" fill="${fUrl}"/>
<g clip-path="url(#${c})"><g transform="translate(40 50)" opacity=".8">${grain(120, 230, 0.22, '1.3')}</g>
<path d="M40 150 L160 150 L160 270 L40 270 Z" fill="#000" opacity=".08"/></g>
<path d="M56 62 C56 30 144 30 144 62 C144 84 56 84 56 62 Z" fill="${tUrl}"/>
<path d="M62 70 C80 78 120 78 138 70" stroke="#111" stroke-opacity=".5" stroke-width="1.5" fill="none" stroke-dasharray="3 2"/>
<path d="M90 36 C90 22 110 22 110 36" stroke="#1c1c1c" stroke-width="4" fill="none"/>
<path d="M70 150 C70 140 130 140 130 150 L134 238 C134 250 66 250 66 238 Z" fill="${dark(fabric, 0.15)}"/>
<path d="M70 150 C84 144 116 144 130 150" stroke="${light(fabric, 0.35)}" stroke-width="2" fill="none"/>
<path d="M68 196 L132 196" stroke="#111" stroke-opacity=".45" stroke-width="1.5" stroke-dasharray="3 2"/>
<path d="M58 118 L142 118 M54 180 L146 180" stroke="#151515" stroke-width="5"/>
<rect x="52" y="114" width="10" height="9" rx="2" fill="${trim}"/><rect x="138" y="114" width="10" height="9" rx="2" fill="${trim}"/>
<path d="M48 246 C30 244 24 234 26 226 L52 226 Z M152 246 C170 244 176 234 174 226 L148 226 Z" fill="#1c1c1c"/>
<rect x="94" y="92" width="12" height="34" rx="3" fill="${trim}"/>`
}

/** A two-person dome tent on ground. */
export function tent(fly: string, inner: string): string {
  const a = uid('tf')
  return `<defs><linearGradient id="${a}" x1="0" x2="1"><stop offset="0" stop-color="${light(fly, 0.2)}"/>
<stop offset=".55" stop-color="${fly}"/><stop offset="1" stop-color="${dark(fly, 0.45)}"/></linearGradient></defs>
${shadow(100, 262, 96, 0.4)}
<path d="M6 258 C30 150 70 96 104 92 C140 96 176 160 196 258 Z" fill="url(#${a})"/>
<path d="M60 258 C72 190 92 150 104 144 C118 150 136 196 146 258 Z" fill="${dark(inner, 0.3)}"/>
<path d="M72 258 C82 204 96 170 104 166 C114 172 126 210 134 258 Z" fill="${inner}" opacity=".85"/>
<path d="M104 92 C90 140 84 200 86 258 M104 92 C122 150 128 200 126 258" stroke="${dark(fly, 0.3)}" stroke-width="2" fill="none"/>
<path d="M6 258 C40 170 76 110 104 92" stroke="${light(fly, 0.5)}" stroke-width="2" fill="none" opacity=".6"/>
<path d="M2 260 L-10 266 M198 260 L212 266" stroke="#555" stroke-width="1.5"/>`
}

/** A stuff sack, an insulated flask, a mug: a cylinder on its end. */
export function flask(metal: string, cap: string): string {
  return jar({ w: 58, h: 200, body: metal, lid: cap, label: metal, labelInk: light(metal, 0.6), lines: [], lidH: 34 })
}

/** Trekking poles leaning together. */
export function poles(shaft: string, grip: string): string {
  const [sDef, sUrl] = roundGrad(shaft, 0.6)
  return `<defs>${sDef}</defs>${shadow(100, 284, 50)}
<g transform="rotate(-6 100 284)"><rect x="80" y="60" width="8" height="224" fill="${sUrl}"/><rect x="76" y="26" width="16" height="50" rx="6" fill="${grip}"/>
<circle cx="84" cy="262" r="11" fill="none" stroke="#222" stroke-width="3"/></g>
<g transform="rotate(8 100 284)"><rect x="110" y="60" width="8" height="224" fill="${sUrl}"/><rect x="106" y="26" width="16" height="50" rx="6" fill="${grip}"/>
<circle cx="114" cy="262" r="11" fill="none" stroke="#222" stroke-width="3"/></g>`
}

/** A rolled sleeping bag in its compression sack. */
export function sack(fabric: string, strap: string): string {
  const [fDef, fUrl] = roundGrad(fabric, 0.35)
  return `<defs>${fDef}</defs>${shadow(100, 284, 70)}
<rect x="42" y="96" width="116" height="188" rx="30" fill="${fUrl}"/>
<ellipse cx="100" cy="100" rx="58" ry="14" fill="${light(fabric, 0.2)}"/>
<ellipse cx="100" cy="100" rx="10" ry="4" fill="${dark(fabric, 0.4)}"/>
${[140, 190, 240].map((y) => `<rect x="42" y="${y}" width="116" height="7" fill="${strap}"/>`).join('')}
<g transform="translate(42 96)" opacity=".6"><clipPath id="sk${next}"><rect width="116" height="188" rx="30"/></clipPath><g clip-path="url(#sk${next})">${grain(116, 188, 0.2, '1.2')}</g></g>`
}

/** A copper dome pendant lamp, lit. */
export function pendant(metal: string): string {
  const [mDef, mUrl] = roundGrad(metal, 0.6)
  const glow = uid('gl')
  return `<defs>${mDef}<radialGradient id="${glow}" cx=".5" cy="0" r="1"><stop offset="0" stop-color="#fff6d8" stop-opacity=".95"/>
<stop offset=".35" stop-color="#ffd98a" stop-opacity=".35"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>
<rect x="99" y="0" width="2" height="110" fill="#222"/>
<path d="M100 200 L0 300 L200 300 Z" fill="url(#${glow})" opacity=".8"/>
<rect x="90" y="100" width="20" height="18" rx="3" fill="${dark(metal, 0.2)}"/>
<path d="M100 112 C60 112 36 150 30 196 L170 196 C164 150 140 112 100 112 Z" fill="${mUrl}"/>
<ellipse cx="100" cy="196" rx="70" ry="9" fill="#fff3c4"/>
<ellipse cx="100" cy="196" rx="30" ry="5" fill="#fff"/>`
}

/** A small oak side table with grain. */
export function sideTable(wood: string): string {
  const [lDef, lUrl] = roundGrad(wood, 0.25)
  return `<defs>${lDef}</defs>${shadow(100, 284, 90)}
<rect x="46" y="150" width="10" height="134" fill="${lUrl}"/><rect x="144" y="150" width="10" height="134" fill="${lUrl}"/>
<rect x="62" y="146" width="8" height="120" fill="${dark(wood, 0.3)}"/><rect x="130" y="146" width="8" height="120" fill="${dark(wood, 0.3)}"/>
<rect x="56" y="230" width="88" height="6" fill="${dark(wood, 0.15)}"/>
${board(30, 130, 140, 20, wood)}`
}

/** An upholstered reading chair. */
export function chair(fabric: string, wood: string): string {
  const f = uid('cf')
  return `<defs><linearGradient id="${f}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(fabric, 0.15)}"/>
<stop offset="1" stop-color="${dark(fabric, 0.3)}"/></linearGradient></defs>${shadow(100, 284, 92)}
<path d="M40 270 L36 290 M160 270 L164 290" stroke="${wood}" stroke-width="8" stroke-linecap="round"/>
<path d="M44 60 C44 36 156 36 156 60 L160 200 L40 200 Z" fill="url(#${f})"/>
<path d="M60 74 C60 58 140 58 140 74 L142 196 L58 196 Z" fill="${dark(fabric, 0.08)}" opacity=".7"/>
<rect x="20" y="150" width="38" height="120" rx="16" fill="url(#${f})"/>
<rect x="142" y="150" width="38" height="120" rx="16" fill="url(#${f})"/>
<rect x="52" y="194" width="96" height="40" rx="12" fill="${light(fabric, 0.08)}"/>
<rect x="40" y="232" width="120" height="40" rx="8" fill="${dark(fabric, 0.2)}"/>
<g transform="translate(20 36)" opacity=".7"><clipPath id="cc${next}"><path d="M24 24 C24 0 136 0 136 24 L140 164 L160 164 L160 236 L0 236 L0 164 L20 164 Z"/></clipPath>
<g clip-path="url(#cc${next})">${grain(160, 236, 0.25, '1.1')}</g></g>`
}

/** A folded linen throw with stripes and fringe. */
export function throwBlanket(cloth: string, stripe: string): string {
  const layers = [0, 1, 2, 3]
    .map(
      (
        i,
      ) => `<rect x="${24 + i * 2}" y="${150 + i * 30}" width="152" height="32" rx="12" fill="${i % 2 ? dark(cloth, 0.06) : cloth}"/>
<rect x="${24 + i * 2}" y="${150 + i * 30}" width="152" height="5" rx="2" fill="${light(cloth, 0.3)}"/>
<rect x="${24 + i * 2}" y="${162 + i * 30}" width="152" height="4" fill="${stripe}" opacity=".8"/>`,
    )
    .join('')
  return `${shadow(100, 284, 90)}${layers}<g transform="translate(24 150)" opacity=".8"><clipPath id="tb${next}">
${[0, 1, 2, 3].map((i) => `<rect x="${i * 2}" y="${i * 30}" width="152" height="32" rx="12"/>`).join('')}</clipPath>
<g clip-path="url(#tb${next})">${grain(156, 122, 0.25, '1.6')}</g></g>
${Array.from({ length: 18 }, (_, i) => `<path d="M${178} ${156 + i * 6.5} l8 2" stroke="${dark(cloth, 0.2)}" stroke-width="1.4"/>`).join('')}`
}

/** A speckled stoneware vase with a stem. */
export function vase(glaze: string): string {
  const [gDef, gUrl] = roundGrad(glaze, 0.3)
  return `<defs>${gDef}</defs>${shadow(100, 284, 50)}
<path d="M100 150 C96 100 80 60 64 30 M100 150 C104 110 124 70 140 46" stroke="#5b6b3a" stroke-width="2" fill="none"/>
<ellipse cx="64" cy="32" rx="14" ry="6" fill="#7d8d4c" transform="rotate(-30 64 32)"/>
<ellipse cx="140" cy="46" rx="14" ry="6" fill="#7d8d4c" transform="rotate(28 140 46)"/>
<path d="M84 140 C84 160 56 190 56 230 C56 270 72 284 100 284 C128 284 144 270 144 230 C144 190 116 160 116 140 Z" fill="${gUrl}"/>
<ellipse cx="100" cy="140" rx="16" ry="4" fill="${dark(glaze, 0.4)}"/>
<g opacity=".8"><clipPath id="vc${next}"><path d="M84 140 C84 160 56 190 56 230 C56 270 72 284 100 284 C128 284 144 270 144 230 C144 190 116 160 116 140 Z"/></clipPath>
<g clip-path="url(#vc${next})">${grain(200, 300, 0.35, '2.2')}</g></g>`
}

export type Backdrop = { wall: string; surface: string; light?: string; horizon?: number }

/**
 * A lit set: a wall with light falling from the upper left, a surface with a soft front edge, and the
 * products (200x300 drawings) standing on it. `items` are [drawing, x, scale] with x in 0..1 of the width.
 */
export function scene(w: number, h: number, bg: Backdrop, items: [string, number, number, number?][]): string {
  const wall = uid('wl')
  const surf = uid('sf')
  const beam = uid('bm')
  const horizon = h * (bg.horizon ?? 0.72)
  const stand = horizon + (h - horizon) * 0.45
  const placed = [...items]
    .sort((a, b) => a[2] - b[2])
    .map(([art, x, scale, top]) => {
      const iw = h * 0.62 * scale * (200 / 300)
      const ih = h * 0.62 * scale
      const y = top === undefined ? stand - ih * (284 / 300) : top * h
      return `<svg x="${x * w - iw / 2}" y="${y}" width="${iw}" height="${ih}" viewBox="0 0 200 300" overflow="visible">${art}</svg>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
<defs><radialGradient id="${wall}" cx=".25" cy=".15" r="1.1"><stop offset="0" stop-color="${light(bg.wall, 0.35)}"/>
<stop offset=".55" stop-color="${bg.wall}"/><stop offset="1" stop-color="${dark(bg.wall, 0.35)}"/></radialGradient>
<linearGradient id="${surf}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark(bg.surface, 0.12)}"/>
<stop offset=".25" stop-color="${light(bg.surface, 0.12)}"/><stop offset="1" stop-color="${dark(bg.surface, 0.3)}"/></linearGradient>
<linearGradient id="${beam}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg.light ?? '#fff8e6'}" stop-opacity=".4"/>
<stop offset="1" stop-color="${bg.light ?? '#fff8e6'}" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${wall})"/>
<g opacity=".5">${grain(w, h, 0.08, '0.6')}</g>
<path d="M${w * 0.05} 0 L${w * 0.35} 0 L${w * 0.85} ${horizon} L${w * 0.45} ${horizon} Z" fill="url(#${beam})"/>
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#${surf})"/>
<g transform="translate(0 ${horizon})" opacity=".6">${grain(w, h - horizon, 0.1, '0.5')}</g>
<rect y="${horizon}" width="${w}" height="1.5" fill="#fff" opacity=".35"/>
${placed}</svg>`
}

/** An outdoor set: layered ridges at dusk, a meadow, the product in front. */
export function landscape(
  w: number,
  h: number,
  sky: [string, string],
  ridge: string,
  items: [string, number, number][],
): string {
  const s = uid('sk')
  const sun = uid('sn')
  const ground = h * 0.78
  const ridges = [0.52, 0.6, 0.68]
    .map((y, i) => {
      const c = mix(ridge, sky[1], 0.55 - i * 0.22)
      const pts = Array.from(
        { length: 9 },
        (_, k) => `${(k * w) / 8} ${h * y - ((k * 37 + i * 53) % 60) * (1 - i * 0.25)}`,
      )
      return `<path d="M0 ${h} L${pts.join(' L')} L${w} ${h} Z" fill="${c}"/>`
    })
    .join('')
  const placed = items
    .map(([art, x, scale]) => {
      const ih = h * 0.5 * scale
      const iw = (ih * 200) / 300
      return `<svg x="${x * w - iw / 2}" y="${ground + h * 0.06 - ih * (284 / 300)}" width="${iw}" height="${ih}" viewBox="0 0 200 300" overflow="visible">${art}</svg>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
<defs><linearGradient id="${s}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="${sun}" cx=".72" cy=".5" r=".5"><stop offset="0" stop-color="#fff1c9" stop-opacity=".9"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${s})"/><rect width="${w}" height="${h}" fill="url(#${sun})"/>
<circle cx="${w * 0.72}" cy="${h * 0.44}" r="${h * 0.06}" fill="#fff6dc" opacity=".9"/>
${ridges}
${[0.04, 0.1, 0.15, 0.9, 0.95, 0.99]
  .map((x, i) => {
    const th = h * (0.22 + (i % 3) * 0.05)
    const tx = x * w
    const ty = ground + 4
    return `<path d="M${tx} ${ty - th} L${tx + th * 0.22} ${ty} L${tx - th * 0.22} ${ty} Z" fill="${dark(ridge, 0.45)}"/>`
  })
  .join('')}
<path d="M0 ${ground} C${w * 0.3} ${ground - 16} ${w * 0.7} ${ground + 10} ${w} ${ground - 6} L${w} ${h} L0 ${h} Z" fill="${dark(ridge, 0.2)}"/>
<g transform="translate(0 ${ground - 10})" opacity=".7">${grain(w, h - ground + 10, 0.3, '0.9')}</g>
${placed}</svg>`
}
