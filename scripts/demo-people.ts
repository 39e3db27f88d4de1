/**
 * The studio's own pictures for scripts/demo-pictures.ts: the team at work, the office, a mentor with an intern,
 * a sprint board and a brand board, drawn in SVG in one illustrated style. People are seen from behind or over
 * the shoulder (no faces), so no picture can be mistaken for a photograph of a real person.
 */
import { mix, pendant } from './demo-art'

const dark = (c: string, t = 0.35) => mix(c, '#000000', t)
const light = (c: string, t = 0.35) => mix(c, '#ffffff', t)
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

let next = 0
const uid = (p: string) => `pp${p}${++next}`

export type Figure = {
  skin: string
  hair: string
  shirt: string
  style: 'short' | 'long' | 'bun' | 'curly' | 'cropped'
  /** Trousers colour: drawn standing, whole; without it, seated, from the waist up. */
  legs?: string
  /** Where the right hand reaches, from the head's centre (a note on a board, a point at a screen). */
  reach?: [number, number]
  /** The left hand instead. */
  reachLeft?: [number, number]
  /** An office chair's back in front of the body. */
  chair?: string
}

/** A person from behind, the head's centre at (0, 0), shoulders about 150 wide, down to y = 240 (340 standing). */
export function person(f: Figure): string {
  const shade = uid('sd')
  const skinShade = dark(f.skin, 0.18)
  const hair = (() => {
    const top = `<path d="M-25 4 C-29 -34 29 -34 25 4 C24 18 16 25 0 26 C-16 25 -24 18 -25 4 Z" fill="${f.hair}"/>`
    switch (f.style) {
      case 'long':
        return `<path d="M-27 0 C-31 -36 31 -36 27 0 L31 62 C22 76 -22 76 -31 62 Z" fill="${f.hair}"/>
<path d="M-6 -26 C-2 10 -4 40 -8 70" stroke="${dark(f.hair, 0.25)}" stroke-width="2" fill="none" opacity=".5"/>`
      case 'bun':
        return `${top}<circle cx="0" cy="-30" r="12" fill="${f.hair}"/><circle cx="-3" cy="-33" r="4" fill="${light(f.hair, 0.2)}" opacity=".5"/>`
      case 'curly':
        return Array.from({ length: 14 }, (_, i) => {
          const a = (Math.PI * 2 * i) / 14
          return `<circle cx="${(Math.cos(a) * 22).toFixed(1)}" cy="${(Math.sin(a) * 24 - 4).toFixed(1)}" r="11" fill="${f.hair}"/>`
        }).join('')
      case 'cropped':
        return `<path d="M-24 0 C-28 -32 28 -32 24 0 C22 8 14 12 0 12 C-14 12 -22 8 -24 0 Z" fill="${f.hair}"/>`
      default:
        return top
    }
  })()
  const arm = (to: [number, number] | undefined, side: 1 | -1) =>
    to
      ? `<path d="M${side * 58} 52 Q${side * 70 + to[0] * 0.3} ${40 + to[1] * 0.4} ${to[0]} ${to[1]}" stroke="${f.shirt}" stroke-width="30" stroke-linecap="round" fill="none"/>
<path d="M${side * 58} 52 Q${side * 70 + to[0] * 0.3} ${40 + to[1] * 0.4} ${to[0]} ${to[1]}" stroke="${dark(f.shirt, 0.2)}" stroke-width="30" stroke-linecap="round" fill="none" opacity=".35" stroke-dasharray="0 40 400"/>
<circle cx="${to[0]}" cy="${to[1]}" r="13" fill="${f.skin}"/>`
      : ''
  const legs = f.legs
    ? `<path d="M-60 140 L-54 330 L-8 330 L-3 160 L3 160 L8 330 L54 330 L60 140 Z" fill="${f.legs}"/>
<rect x="-58" y="326" width="52" height="16" rx="8" fill="#222"/><rect x="6" y="326" width="52" height="16" rx="8" fill="#222"/>`
    : ''
  const seat = f.chair
  const chair = seat
    ? `<rect x="-70" y="120" width="140" height="110" rx="26" fill="${seat}"/>
<rect x="-60" y="128" width="120" height="94" rx="20" fill="${light(seat, 0.12)}" opacity=".5"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M-56 ${136 + i * 11} L56 ${136 + i * 11}" stroke="${dark(seat, 0.4)}" stroke-width="1.4" opacity=".6"/>`).join('')}`
    : ''
  return `<defs><linearGradient id="${shade}" x1="0" x2="1"><stop offset="0" stop-color="${light(f.shirt, 0.18)}"/>
<stop offset=".45" stop-color="${f.shirt}"/><stop offset="1" stop-color="${dark(f.shirt, 0.3)}"/></linearGradient></defs>
${legs}${arm(f.reach, 1)}${arm(f.reachLeft, -1)}
<path d="M-18 26 C-44 30 -68 38 -74 64 L-80 ${f.legs ? 150 : 240} L80 ${f.legs ? 150 : 240} L74 64 C68 38 44 30 18 26 Z" fill="url(#${shade})"/>
<path d="M-34 64 C-30 120 -32 170 -36 ${f.legs ? 150 : 240}" stroke="${dark(f.shirt, 0.22)}" stroke-width="3" fill="none" opacity=".5"/>
<path d="M34 64 C30 120 32 170 36 ${f.legs ? 150 : 240}" stroke="${dark(f.shirt, 0.22)}" stroke-width="3" fill="none" opacity=".5"/>
<rect x="-11" y="12" width="22" height="22" rx="6" fill="${skinShade}"/>
<path d="M-20 28 C-10 36 10 36 20 28" stroke="${dark(f.shirt, 0.3)}" stroke-width="4" fill="none"/>
<ellipse cx="-23" cy="4" rx="5" ry="8" fill="${skinShade}"/><ellipse cx="23" cy="4" rx="5" ry="8" fill="${skinShade}"/>
<ellipse cx="0" cy="0" rx="23" ry="27" fill="${f.skin}"/>${hair}
<ellipse cx="-9" cy="-16" rx="10" ry="6" fill="#fff" opacity=".12" transform="rotate(-25 -9 -16)"/>${chair}`
}

const at = (x: number, y: number, s: number, inner: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`

/** A monitor on a stand, showing a picture (a data URL) at 16:10. */
function monitor(x: number, y: number, w: number, screen: string): string {
  const h = w * 0.625
  const clip = uid('mc')
  return `<rect x="${x + w / 2 - 8}" y="${y + h}" width="16" height="${w * 0.16}" fill="#9aa0a6"/>
<rect x="${x + w / 2 - w * 0.16}" y="${y + h + w * 0.16 - 6}" width="${w * 0.32}" height="8" rx="3" fill="#b9bec3"/>
<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="6" fill="#1d1f22"/>
<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
<image href="${screen}" x="${x}" y="${y}" width="${w}" preserveAspectRatio="xMidYMin slice" height="${h}" clip-path="url(#${clip})"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glare)"/>`
}

/** A potted plant (x at the pot's centre, y at its base). */
function plant(x: number, y: number, s: number, leaf = '#3f7a4a'): string {
  const leaves = Array.from({ length: 11 }, (_, i) => {
    const a = -80 + i * 16
    const len = 60 + ((i * 37) % 30)
    return `<ellipse cx="0" cy="${-len / 2}" rx="${9 + (i % 3) * 2}" ry="${len / 2}" fill="${i % 2 ? leaf : light(leaf, 0.15)}" transform="rotate(${a})"/>`
  }).join('')
  return at(
    x,
    y,
    s,
    `<g transform="translate(0 -56)">${leaves}</g>
<path d="M-30 -60 L30 -60 L24 0 L-24 0 Z" fill="#d9cfc2"/><rect x="-32" y="-64" width="64" height="8" rx="2" fill="#e8e0d4"/>
<ellipse cx="0" cy="2" rx="34" ry="5" fill="#000" opacity=".2"/>`,
  )
}

/** A mug with steam-free coffee, on a desk at (x, y). */
const mug = (x: number, y: number, c: string) =>
  `<rect x="${x}" y="${y - 34}" width="28" height="34" rx="4" fill="${c}"/><path d="M${x + 28} ${y - 26} a9 9 0 0 1 0 16" stroke="${c}" stroke-width="5" fill="none"/>
<ellipse cx="${x + 14}" cy="${y - 34}" rx="14" ry="3" fill="${dark(c, 0.4)}"/>`

/** A sticky note with two scribbled lines. */
const sticky = (x: number, y: number, c: string, r = 0, w = 46) =>
  `<g transform="translate(${x} ${y}) rotate(${r})"><rect width="${w}" height="${w}" fill="${c}"/><rect width="${w}" height="${w}" fill="url(#paperShade)"/>
<path d="M6 ${w * 0.32} h${w * 0.7} M6 ${w * 0.52} h${w * 0.5} M6 ${w * 0.72} h${w * 0.6}" stroke="#333" stroke-width="2" opacity=".55" stroke-linecap="round"/></g>`

const defs = `<defs><linearGradient id="glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/>
<stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="paperShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/>
<stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b98d62"/><stop offset="1" stop-color="#7a5538"/></linearGradient>
<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3d2bb"/><stop offset="1" stop-color="#c9b292"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9cbe6"/><stop offset="1" stop-color="#e8f0f2"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f1ea"/><stop offset="1" stop-color="#ddd4c8"/></linearGradient>
<pattern id="brick" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="#9c5a44"/>
<path d="M0 0.5 H48 M0 12.5 H48 M24 0 V12 M0 12 V24 M48 12 V24" stroke="#d7c5b6" stroke-width="2"/></pattern>
<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="noise"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="4"/><feColorMatrix type="saturate" values="0"/>
<feComponentTransfer><feFuncA type="table" tableValues="0 .08"/></feComponentTransfer></filter></defs>`

/** Manhattan through the window: towers with lit rows of windows and a water tank on a roof. */
function skyline(x0: number, w: number, base: number): string {
  const towers = Array.from({ length: 14 }, (_, i) => {
    const bw = 40 + ((i * 53) % 50)
    const bh = 90 + ((i * 71) % 170)
    const bx = x0 + ((i * 97) % w) - 20
    const c = mix('#7d8ea0', '#b7c4cf', (i % 4) / 4)
    const rows = Array.from(
      { length: Math.floor(bh / 14) },
      (_, r) =>
        `<rect x="${bx + 6}" y="${base - bh + 8 + r * 14}" width="${bw - 12}" height="4" fill="#e9eef2" opacity=".35"/>`,
    ).join('')
    return `<rect x="${bx}" y="${base - bh}" width="${bw}" height="${bh}" fill="${c}"/>${rows}`
  }).join('')
  const tank = `<g transform="translate(${x0 + w * 0.62} ${base - 150})"><path d="M-14 0 L-14 -34 L14 -34 L14 0 Z" fill="#6b5040"/>
<path d="M-16 -34 L0 -48 L16 -34 Z" fill="#4e3a2f"/><path d="M-12 0 L-16 18 M12 0 L16 18 M0 0 V18" stroke="#3b3b3b" stroke-width="2"/></g>`
  return `<g>${towers}${tank}</g>`
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 720" width="960" height="720">${defs}${body}
<rect width="960" height="720" filter="url(#noise)"/></svg>`

/** The office: tall windows onto Manhattan, brick, pendants, the team at their desks with clients' sites on screen. */
export function office(screens: string[]): string {
  const windows = [0, 330, 660]
    .map(
      (x) => `<rect x="${x + 30}" y="40" width="270" height="340" fill="url(#sky)"/>${skyline(x + 30, 270, 380)}
<path d="M${x + 165} 40 V380 M${x + 30} 210 H${x + 300}" stroke="#2b2f33" stroke-width="6"/>
<rect x="${x + 30}" y="40" width="270" height="340" fill="none" stroke="#2b2f33" stroke-width="10"/>`,
    )
    .join('')
  return svg(`<rect width="960" height="720" fill="url(#wall)"/>${windows}
<rect x="300" y="0" width="30" height="470" fill="url(#brick)"/><rect x="630" y="0" width="30" height="470" fill="url(#brick)"/>
<path d="M60 380 L960 380 L960 470 L0 470 Z" fill="#fff" opacity=".18"/>
<rect y="440" width="960" height="280" fill="url(#floor)"/>
${[140, 480, 820].map((x) => `<svg x="${x - 60}" y="-40" width="120" height="180" viewBox="0 0 200 300">${pendant('#b87333')}</svg>`).join('')}
<rect x="420" y="400" width="420" height="14" fill="#d8c6ad"/><rect x="430" y="414" width="8" height="70" fill="#555"/><rect x="822" y="414" width="8" height="70" fill="#555"/>
${monitor(520, 318, 120, screens[3] ?? screens[0])}${at(580, 368, 0.42, person({ skin: '#8d5a3b', hair: '#1b1411', shirt: '#c2563b', style: 'curly', chair: '#2f3338' }))}
${plant(900, 440, 1.3)}${plant(370, 470, 0.9, '#4f8a52')}
<rect x="0" y="560" width="960" height="22" fill="url(#desk)"/><rect x="0" y="582" width="960" height="10" fill="#a38a6a"/>
${monitor(60, 380, 250, screens[0])}${monitor(360, 380, 250, screens[1])}${monitor(660, 380, 250, screens[2])}
${mug(330, 560, '#1f6f8b')}${mug(620, 560, '#e5e0d8')}
<rect x="90" y="530" width="140" height="26" rx="3" fill="#d7dadd"/><rect x="720" y="534" width="120" height="22" rx="3" fill="#d7dadd"/>
${at(190, 560, 1.05, person({ skin: '#f1c7a5', hair: '#a8652f', shirt: '#2f4858', style: 'long', chair: '#25282c' }))}
${at(500, 575, 1.1, person({ skin: '#c68b61', hair: '#231915', shirt: '#e7e2d6', style: 'cropped', chair: '#25282c' }))}
${at(800, 560, 1.05, person({ skin: '#e8b995', hair: '#3b2a20', shirt: '#4b6b3f', style: 'bun', chair: '#25282c' }))}`)
}

/** A workshop with a client: wireframes and notes on the whiteboard, laptops on the table, one of the team at it. */
export function workshop(printout: string, phone: string): string {
  const notes = ['#ffe27a', '#ffb38a', '#9fe0c0', '#ffe27a', '#a9cdf5', '#ffb38a', '#ffe27a', '#9fe0c0', '#a9cdf5']
    .map((c, i) => sticky(560 + (i % 3) * 62, 110 + Math.floor(i / 3) * 62, c, ((i * 7) % 9) - 4))
    .join('')
  const wire = `<g stroke="#2d3a8c" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8">
<rect x="120" y="100" width="170" height="230" rx="4"/><path d="M132 122 h60 M240 122 h36 M132 150 h146 v60 h-146 z M132 226 h66 v56 h-66 z M212 226 h66 v56 h-66 z M132 300 h100"/>
<rect x="320" y="100" width="90" height="170" rx="12"/><path d="M332 124 h66 M332 142 v50 h66 v-50 z M332 208 h50 M332 228 h66 M344 252 h42"/>
<path d="M292 180 C304 176 310 170 318 164" stroke="#c2563b"/><path d="M310 160 l9 4 -5 8" stroke="#c2563b"/></g>`
  return svg(`<rect width="960" height="720" fill="url(#wall)"/>
<rect x="80" y="60" width="780" height="360" rx="6" fill="#fbfbf8" stroke="#a7adb3" stroke-width="8"/>
<rect x="80" y="412" width="780" height="10" fill="#a7adb3"/>${wire}
<image href="${printout}" x="430" y="110" width="110" height="150" preserveAspectRatio="xMidYMin slice"/>
<rect x="470" y="104" width="30" height="12" fill="#f2e7c9" opacity=".85" transform="rotate(-6 485 110)"/>${notes}
<rect y="470" width="960" height="250" fill="url(#floor)"/>
${at(690, 190, 1.0, person({ skin: '#6e4630', hair: '#141010', shirt: '#f0c44c', style: 'short', legs: '#2d3340', reachLeft: [-70, -40] }))}
${plant(40, 480, 1.1)}
<path d="M0 600 L960 560 L960 720 L0 720 Z" fill="url(#desk)"/><path d="M0 600 L960 560" stroke="#fff" stroke-width="2" opacity=".4"/>
<g transform="translate(330 460) skewX(-6)"><rect width="170" height="110" rx="8" fill="#c9ccd0"/><rect x="4" y="4" width="162" height="102" rx="6" fill="#dfe2e5"/>
<circle cx="85" cy="55" r="9" fill="#fff" opacity=".7"/></g>
<image href="${phone}" x="560" y="600" width="60" height="110" transform="rotate(-14 590 650)" preserveAspectRatio="xMidYMin slice"/>
${mug(520, 612, '#c2563b')}
${at(170, 560, 1.2, person({ skin: '#f0c8a8', hair: '#d4a75c', shirt: '#5a4a8a', style: 'long' }))}
${at(820, 540, 1.2, person({ skin: '#d19c73', hair: '#2b1e17', shirt: '#3f6f6a', style: 'short' }))}`)
}

/** A mentor and an intern at one desk: code on the big screen, the store it builds on a phone beside it. */
export function mentoring(code: string, phone: string): string {
  return svg(`<rect width="960" height="720" fill="url(#wall)"/>
<rect x="0" y="0" width="220" height="520" fill="url(#sky)"/>${skyline(0, 220, 520)}<rect x="0" y="0" width="220" height="520" fill="none" stroke="#2b2f33" stroke-width="12"/>
<path d="M220 0 L520 0 L760 520 L220 520 Z" fill="#fff" opacity=".16"/>
<rect x="700" y="90" width="200" height="150" fill="#f4efe6" stroke="#3b3b3b" stroke-width="6"/><rect x="716" y="106" width="168" height="118" fill="#9fb7a3"/>
<path d="M716 200 L770 150 L810 185 L840 160 L884 200 V224 H716 Z" fill="#56735c"/><circle cx="850" cy="132" r="10" fill="#f5e3b3"/>
<rect y="560" width="960" height="160" fill="url(#desk)"/><rect y="556" width="960" height="6" fill="#efe3d2"/>
${monitor(250, 150, 460, code)}
<g transform="translate(760 330) rotate(6)"><rect x="-6" y="-6" width="112" height="224" rx="16" fill="#1b1b1d"/>
<clipPath id="phclip"><rect width="100" height="212" rx="11"/></clipPath><image href="${phone}" width="100" height="212" preserveAspectRatio="xMidYMin slice" clip-path="url(#phclip)"/></g>
${plant(130, 560, 0.9)}${mug(180, 600, '#2f4858')}
<g transform="translate(560 600) rotate(-8)"><rect width="150" height="96" rx="4" fill="#f8f6f0"/>${[14, 30, 46, 62].map((y) => `<path d="M14 ${y} h${100 - y / 2}" stroke="#7b8794" stroke-width="2"/>`).join('')}</g>
<rect x="600" y="588" width="120" height="6" rx="3" fill="#d9a441" transform="rotate(-20 660 590)"/>
${at(360, 600, 1.35, person({ skin: '#f2cfb1', hair: '#5a3a22', shirt: '#7aa0c4', style: 'bun', chair: '#2f3338' }))}
${at(620, 560, 1.3, person({ skin: '#9a6442', hair: '#191312', shirt: '#2d3340', style: 'cropped', reach: [-70, -100] }))}`)
}

/** The sprint board in the team room: four columns of notes, the two-week calendar with the demo day. */
export function sprintRoom(): string {
  const cols = [0, 1, 2, 3]
  const colours = ['#ffe27a', '#a9cdf5', '#ffb38a', '#9fe0c0']
  const counts = [4, 3, 2, 5]
  const board = cols
    .map((c) => {
      const x = 90 + c * 130
      const notes = Array.from({ length: counts[c] }, (_, i) =>
        sticky(x + 14 + (i % 2) * 54, 96 + Math.floor(i / 2) * 60, colours[(c + i) % 4], ((c * 3 + i * 5) % 9) - 4),
      ).join('')
      return `<rect x="${x}" y="70" width="124" height="300" fill="#fff" opacity=".5"/><rect x="${x + 20}" y="78" width="80" height="8" rx="4" fill="#4b5563" opacity=".6"/>${notes}`
    })
    .join('')
  const days = Array.from({ length: 10 }, (_, i) => {
    const x = 660 + (i % 5) * 44
    const y = 130 + Math.floor(i / 5) * 64
    const demo = i === 9
    return `<rect x="${x}" y="${y}" width="40" height="58" fill="${demo ? '#ffd36b' : '#fff'}" stroke="#c9ccd0"/>
<text x="${x + 6}" y="${y + 16}" font-size="12" font-family="Liberation Sans" fill="#374151">${i + 1 + (i > 4 ? 2 : 0)}</text>
${i < 6 ? `<path d="M${x + 8} ${y + 40} l8 8 l16 -18" stroke="#1f7a4d" stroke-width="4" fill="none"/>` : ''}`
  }).join('')
  return svg(`<rect width="960" height="720" fill="url(#wall)"/>
<rect x="70" y="50" width="540" height="340" fill="#c9a77c"/><rect x="70" y="50" width="540" height="340" filter="url(#noise)"/>
<rect x="70" y="50" width="540" height="340" fill="none" stroke="#8a6a45" stroke-width="8"/>${board}
<rect x="640" y="70" width="260" height="290" fill="#fbfbf8" stroke="#c9ccd0" stroke-width="2"/><rect x="640" y="70" width="260" height="44" fill="#2d3a8c"/>
<rect x="660" y="86" width="120" height="12" rx="6" fill="#fff" opacity=".8"/>${days}
<rect x="660" y="268" width="220" height="10" rx="5" fill="#9aa3ad" opacity=".5"/><rect x="660" y="290" width="160" height="10" rx="5" fill="#9aa3ad" opacity=".5"/>
<rect y="470" width="960" height="250" fill="url(#floor)"/>${plant(930, 480, 1.2)}
${at(270, 280, 1.15, person({ skin: '#e8b995', hair: '#2b1e17', shirt: '#c2563b', style: 'bun', legs: '#2d3340', reach: [70, -60] }))}
${at(470, 300, 1.1, person({ skin: '#7b4b31', hair: '#161111', shirt: '#e7e2d6', style: 'short', legs: '#5b6470' }))}
${at(760, 290, 1.12, person({ skin: '#f1c7a5', hair: '#b77d3c', shirt: '#2f4858', style: 'long', legs: '#3a3f4a', reachLeft: [-40, -80] }))}
<path d="M0 660 L960 640 L960 720 L0 720 Z" fill="url(#desk)"/>
<g transform="translate(90 600) skewX(-8)"><rect width="220" height="64" rx="6" fill="#c9ccd0"/></g>${mug(380, 672, '#1f6f8b')}`)
}

/** A code editor (HTML page) showing the component the intern is building, for the mentoring picture. */
export const editor = (() => {
  const k = (s: string) => `<b style="color:#c792ea;font-weight:400">${esc(s)}</b>`
  const t = (s: string) => `<b style="color:#82aaff;font-weight:400">${esc(s)}</b>`
  const st = (s: string) => `<b style="color:#c3e88d;font-weight:400">${esc(s)}</b>`
  const lines = [
    `${k('export function')} ${t('DeliveryPromise')}({ zip, cutoff }: Props) {`,
    `  ${k('const')} store = nearestStore(zip)`,
    `  ${k('if')} (!store) ${k('return')} &lt;${t('Pickup')} zip={zip} /&gt;`,
    `  ${k('const')} minutes = untilCutoff(cutoff)`,
    `  ${k('return')} (`,
    `    &lt;${t('p')} className=${st('"promise"')}&gt;`,
    `      Order in {minutes} min for delivery ${st('tonight')}`,
    `    &lt;/${t('p')}&gt;`,
    `  )`,
    `}`,
    ``,
    `${k('test')}(${st("'says tonight before 6 pm'")}, ${k('async')} () =&gt; {`,
    `  ${k('await')} page.goto(${st("'/?zip=07042'")})`,
    `  ${k('await')} expect(promise).toContainText(${st("'tonight'")})`,
    `})`,
  ]
  const tree = [
    'app',
    '  page.tsx',
    'components',
    '  DeliveryPromise.tsx',
    '  Pickup.tsx',
    'lib',
    '  stores.ts',
    'tests',
  ]
  return `<!doctype html><html><head><meta charset="utf-8"><style>*{margin:0;padding:0;box-sizing:border-box}
body{width:1280px;height:800px;background:#1e2230;color:#c8d0e0;font:17px/1.75 Liberation Mono,monospace;display:flex}
nav{width:250px;background:#171a25;padding:18px 16px;color:#8a93a8;font:15px/2 Liberation Sans,sans-serif;white-space:pre}
nav div:nth-child(4){background:#2a3046;color:#fff;border-radius:4px}main{flex:1;display:flex;flex-direction:column}
.tabs{height:40px;background:#171a25;display:flex}.tabs span{padding:9px 20px;font:14px Liberation Sans,sans-serif;color:#8a93a8}
.tabs span:first-child{background:#1e2230;color:#fff}pre{padding:18px 24px;font:inherit;counter-reset:l}
pre div::before{counter-increment:l;content:counter(l);display:inline-block;width:36px;color:#4b5368}
pre div:nth-child(7){background:#2a3046}.term{margin-top:auto;height:190px;background:#131620;padding:14px 24px;font-size:15px;color:#9aa3b8}
.ok{color:#7fd99a}</style></head><body><nav>${tree.map((n) => `<div>${esc(n)}</div>`).join('')}</nav><main>
<div class="tabs"><span>DeliveryPromise.tsx</span><span>delivery.spec.ts</span></div>
<pre>${lines.map((l) => `<div>${l}</div>`).join('')}</pre>
<div class="term">$ npx playwright test delivery<br><span class="ok">✓</span> says tonight before 6 pm (1.2s)<br>
<span class="ok">✓</span> offers pickup outside the delivery area (0.9s)<br><span class="ok">2 passed</span></div></main></body></html>`
})()

/** A store's speed report (the Core Web Vitals post): the three figures, their spread and LCP over a quarter. */
export const speedReport = (() => {
  const gauge = (name: string, value: string, label: string, pct: number, good: number, mid: number) => {
    const r = 46
    const len = 2 * Math.PI * r
    return `<div class="card"><div class="top"><svg width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="${r}" stroke="#e6ebe8" stroke-width="12" fill="none"/>
<circle cx="60" cy="60" r="${r}" stroke="#0c9d58" stroke-width="12" fill="none" stroke-linecap="round"
stroke-dasharray="${(len * pct).toFixed(1)} ${len.toFixed(1)}" transform="rotate(-90 60 60)"/>
<text x="60" y="66" text-anchor="middle" font-size="22" font-weight="700" font-family="Liberation Sans" fill="#0b1f17">${value}</text></svg>
<div><h3>${name}</h3><p>${label}</p><span class="pill">Good</span></div></div>
<div class="bar"><i style="width:${good}%;background:#0c9d58"></i><i style="width:${mid}%;background:#f4b400"></i><i style="flex:1;background:#e0443e"></i></div>
<p class="legend"><span>${good}% good</span><span>${mid}% needs work</span><span>${100 - good - mid}% poor</span></p></div>`
  }
  const points = [6.1, 6.0, 5.7, 4.9, 4.2, 3.1, 2.6, 2.2, 2.0, 1.9, 1.9, 1.9]
  const x = (i: number) => 40 + i * 62
  const y = (v: number) => 200 - v * 26
  return `<!doctype html><html><head><meta charset="utf-8"><style>*{margin:0;padding:0;box-sizing:border-box}
body{width:1280px;height:800px;background:#f3f5f4;font:15px/1.45 Liberation Sans,sans-serif;color:#1c2b24}
header{height:64px;background:#fff;border-bottom:1px solid #dde3e0;display:flex;align-items:center;gap:18px;padding:0 40px}
header b{font-size:19px}header span{color:#5b6b63}header .sel{margin-left:auto;border:1px solid #c9d2cd;border-radius:6px;padding:6px 14px}
main{padding:28px 40px}h1{font-size:26px;margin-bottom:4px}.sub{color:#5b6b63;margin-bottom:22px}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}.card{background:#fff;border:1px solid #dde3e0;border-radius:12px;padding:20px}
.top{display:flex;gap:18px;align-items:center}h3{font-size:17px}.top p{color:#5b6b63;font-size:14px}
.pill{display:inline-block;margin-top:6px;background:#e2f5ea;color:#0a7a44;font-weight:700;font-size:13px;padding:2px 10px;border-radius:20px}
.bar{display:flex;height:10px;border-radius:5px;overflow:hidden;margin-top:16px;gap:2px}.legend{display:flex;justify-content:space-between;font-size:12px;color:#5b6b63;margin-top:6px}
.wide{display:grid;grid-template-columns:2fr 1fr;gap:20px;margin-top:20px}.wide h3{margin-bottom:8px}
li{list-style:none;padding:8px 0;border-bottom:1px solid #eef1ef;display:flex;justify-content:space-between;font-size:14px}li b{color:#0a7a44}
</style></head><body><header><b>fieldstoneoutdoor.com</b><span>Speed report · Mobile · Last 28 days</span><span class="sel">Product pages ▾</span></header>
<main><h1>Passes Core Web Vitals</h1><p class="sub">Field data from real visitors, 75th percentile, 41,200 page views</p>
<div class="row">${gauge('Largest Contentful Paint', '1.9 s', 'Main image shown', 0.76, 86, 10)}${gauge('Interaction to Next Paint', '140 ms', 'Response to a tap', 0.7, 91, 7)}${gauge('Cumulative Layout Shift', '0.04', 'Page holds still', 0.9, 94, 4)}</div>
<div class="wide"><div class="card"><h3>Largest Contentful Paint, this quarter</h3><svg width="760" height="220" viewBox="0 0 760 220">
<path d="M40 ${y(2.5)} H740" stroke="#f4b400" stroke-dasharray="6 6" stroke-width="2"/><text x="744" y="${y(2.5) + 4}" font-size="12" fill="#8a6d00" font-family="Liberation Sans">2.5 s</text>
<path d="M${points.map((v, i) => `${x(i)} ${y(v)}`).join(' L')}" stroke="#0c7c59" stroke-width="4" fill="none"/>
<path d="M${points.map((v, i) => `${x(i)} ${y(v)}`).join(' L')} L${x(11)} 200 L40 200 Z" fill="#0c9d58" opacity=".1"/>
${points.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="4" fill="#0c7c59"/>`).join('')}
<text x="${x(0)}" y="${y(6.1) - 10}" font-size="13" font-family="Liberation Sans" fill="#1c2b24">6.1 s</text>
<text x="${x(10) - 10}" y="${y(1.9) - 12}" font-size="13" font-family="Liberation Sans" fill="#1c2b24">1.9 s</text></svg></div>
<div class="card"><h3>What changed</h3><ul><li>Hero image<b>2.4 MB → 148 KB</b></li><li>Third-party scripts<b>23 → 9</b></li>
<li>Slider on home<b>removed</b></li><li>Fonts<b>matched fallback</b></li><li>Server response<b>0.3 s</b></li></ul></div></div></main></body></html>`
})()

/** The Lumen Skincare brand board (the branding framework post): seven steps, type, colour, logo sketches, products. */
export function brandBoard(still: string, phone: string): string {
  const steps = ['Discovery', 'Research', 'Positioning', 'Naming', 'Identity', 'Design system', 'Rollout']
  const swatches = [
    ['#9b4a5a', 'Rosewood'],
    ['#dfb2a8', 'Clay'],
    ['#f4ece5', 'Linen'],
    ['#b98a5e', 'Amber'],
    ['#2f2a27', 'Ink'],
  ]
  const sketch = (x: number, y: number, inner: string, r = 0) =>
    `<g transform="translate(${x} ${y}) rotate(${r})" stroke="#5b5e66" stroke-width="2.2" fill="none" stroke-linecap="round">${inner}</g>`
  const logos = `<svg width="300" height="210" viewBox="0 0 300 210">
${sketch(60, 60, '<circle r="34"/><circle r="33" cx="1" cy="1" opacity=".5"/><path d="M-14 10 C-14 -14 14 -14 14 10" /><path d="M0 -22 V-30 M16 -16 l6 -6 M-16 -16 l-6 -6"/>')}
${sketch(160, 60, '<path d="M-30 20 C-20 -30 20 -30 30 20 Z"/><path d="M-30 22 C-10 14 10 14 30 22" opacity=".6"/><circle cy="-2" r="7"/>', 4)}
${sketch(250, 58, '<path d="M-24 -24 H24 V24 H-24 Z" opacity=".5"/><path d="M-10 -18 C10 -18 18 0 0 18 C-18 0 -10 -18 -10 -18"/>', -3)}
<text x="30" y="160" font-family="Liberation Serif" font-size="46" fill="#9b4a5a" letter-spacing="4">lumen</text>
<path d="M30 176 C100 170 170 180 236 172" stroke="#9b4a5a" stroke-width="2" fill="none"/>
<circle cx="262" cy="146" r="18" fill="none" stroke="#c2563b" stroke-width="3"/><path d="M252 146 l7 7 13 -15" stroke="#c2563b" stroke-width="3" fill="none"/></svg>`
  return `<div class="bg" style="background:#e7ddd0"><svg width="960" height="720"><filter id="cork"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="3" seed="9"/>
<feColorMatrix values="0 0 0 0 .55  0 0 0 0 .42  0 0 0 0 .3  0 0 0 .35 0"/></filter><rect width="960" height="720" filter="url(#cork)"/></svg></div>
<div style="position:absolute;left:40px;top:34px;width:880px;display:flex;gap:8px;transform:rotate(-.6deg)">${steps
    .map(
      (s, i) =>
        `<div style="flex:1;background:${i === 4 ? '#9b4a5a' : '#fff'};color:${i === 4 ? '#fff' : '#2f2a27'};border-radius:6px;padding:8px 10px;font:700 13px Liberation Sans;box-shadow:0 4px 10px #0003"><span style="display:block;font-size:22px;font-family:Liberation Serif">${i + 1}</span>${s}</div>`,
    )
    .join('')}</div>
<div class="card" style="left:40px;top:140px;width:340px;height:250px;background:#fbf6f1;padding:24px;transform:rotate(-2deg)">
<div style="font:400 96px/1 Liberation Serif;color:#2f2a27">Aa</div><div style="font:400 22px Liberation Serif;color:#9b4a5a;margin-top:8px">Calm skin, clear steps</div>
<div style="font:15px/1.5 Liberation Sans;color:#5b5450;margin-top:10px">Liberation Serif for headings,<br>Liberation Sans for text, 16 / 24</div></div>
<div class="card" style="left:410px;top:132px;width:320px;height:300px;background:#fff;transform:rotate(1.5deg)">${logos}
<div style="height:90px;background:repeating-linear-gradient(#fff 0 22px,#e6eef6 22px 23px)"></div></div>
<div class="card" style="left:756px;top:150px;width:170px;height:310px;background:#fff;padding:10px;display:flex;flex-direction:column;gap:8px;transform:rotate(2.5deg)">${swatches
    .map(
      ([c, n]) =>
        `<div style="flex:1;background:${c};border-radius:4px;display:flex;align-items:flex-end;padding:4px 8px;font:12px Liberation Sans;color:${c === '#f4ece5' || c === '#dfb2a8' ? '#2f2a27' : '#fff'}">${n} ${c}</div>`,
    )
    .join('')}</div>
<div class="card" style="left:60px;top:420px;width:400px;height:270px;transform:rotate(1deg)">${still}</div>
<div class="ph" style="left:500px;top:420px;width:150px;transform:rotate(-5deg)"><div style="height:300px"><img src="${phone}"></div></div>
<div class="card" style="left:690px;top:490px;width:230px;height:170px;background:#fbf6f1;padding:18px;transform:rotate(-1.5deg);font:15px/1.5 Liberation Sans;color:#2f2a27">
<b style="font:700 17px Liberation Serif;color:#9b4a5a">Voice</b><br>Warm, plain, never clinical.<br>Say what it does, then how.<br>One routine, not ten products.</div>
${[
  [200, 150],
  [560, 140],
  [840, 160],
  [260, 430],
  [800, 500],
]
  .map(
    ([x, y]) =>
      `<div style="position:absolute;left:${x}px;top:${y}px;width:16px;height:16px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#ff8a7a,#b3261e);box-shadow:2px 3px 4px #0005"></div>`,
  )
  .join('')}`
}
