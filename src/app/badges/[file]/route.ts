import { BRAND } from '@/lib/brand'

/**
 * Award badges as static, immutable SVG files (/badges/{year}.svg). The drawing differs only
 * by year, so pages reference one small cached file instead of inlining the same markup
 * twice per badge (in the HTML and again in the React payload) on every page's footer.
 * A file is made on its first request, then served from the cache.
 */
export const dynamic = 'force-static'

export function generateStaticParams() {
  return []
}

const FONT = 'Figtree, Arial, Helvetica, sans-serif'

function badgeSvg(year: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="47" fill="${BRAND.ink}"/><circle cx="50" cy="50" r="39" fill="none" stroke="${BRAND.gold}" stroke-width="2" stroke-dasharray="3 4"/><path d="M30 64 q20 12 40 0" fill="none" stroke="${BRAND.gold}" stroke-width="3" stroke-linecap="round"/><text x="50" y="33" text-anchor="middle" fill="${BRAND.gold}" font-size="9" font-weight="700" letter-spacing="1" font-family="${FONT}">AWARD</text><text x="50" y="47" text-anchor="middle" fill="#fff" font-size="20" font-weight="700" font-family="${FONT}">${year}</text></svg>`
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^((?:19|20)\d{2})\.svg$/.exec((await params).file)
  if (!match) return new Response('Not found', { status: 404 })
  return new Response(badgeSvg(Number(match[1])), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } })
}
