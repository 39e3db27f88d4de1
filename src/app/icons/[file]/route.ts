import { technologyIcon } from '@/lib/icons'
import { BRAND } from '@/lib/brand'

/** Static files, so pages do not inline long path data twice (in the HTML and again in the React payload). */
export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  const { getTechnologySlugs } = await import('@/lib/content/icons')
  return [...new Set(await getTechnologySlugs())]
    .filter((slug) => technologyIcon(slug))
    .map((slug) => ({ file: `${slug}.svg` }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const icon = file.endsWith('.svg') ? technologyIcon(file.slice(0, -4)) : undefined
  if (!icon) return new Response('Not found', { status: 404 })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${BRAND.ink}"><title>${icon.title.replace(/[<&>]/g, '')}</title><path d="${icon.path}"/></svg>`
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
