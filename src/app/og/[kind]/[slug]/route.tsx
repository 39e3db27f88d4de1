import fs from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import {
  getCaseStudies,
  getCaseStudy,
  getJob,
  getJobs,
  getPage,
  getPageSlugs,
  getPost,
  getPosts,
  getSettings,
} from '@/lib/content'
import { BRAND } from '@/lib/brand'

/** Rendered at build time and again when content changes. */
export const dynamic = 'force-static'
export const revalidate = 86400

const KINDS = ['page', 'post', 'case-study', 'job'] as const
type Kind = (typeof KINDS)[number]

export async function generateStaticParams() {
  const [pages, posts, studies, jobs] = await Promise.all([getPageSlugs(), getPosts(), getCaseStudies(), getJobs()])
  return [
    ...pages.map((p) => ({ kind: 'page', slug: `${p.slug}.png` })),
    ...posts.map((p) => ({ kind: 'post', slug: `${p.slug}.png` })),
    ...studies.map((s) => ({ kind: 'case-study', slug: `${s.slug}.png` })),
    ...jobs.map((j) => ({ kind: 'job', slug: `${j.slug}.png` })),
  ]
}

async function describe(kind: Kind, slug: string): Promise<{ eyebrow: string; title: string } | null> {
  switch (kind) {
    case 'page': {
      const p = await getPage(slug)
      return p ? { eyebrow: p.name, title: p.bannerTitle ?? p.title } : null
    }
    case 'post': {
      const p = await getPost(slug)
      return p ? { eyebrow: `Blog · ${p.category}`, title: p.title } : null
    }
    case 'case-study': {
      const s = await getCaseStudy(slug)
      return s ? { eyebrow: `Case study · ${s.industry}`, title: s.title } : null
    }
    case 'job': {
      const j = await getJob(slug)
      return j ? { eyebrow: `Careers · ${j.location.city}`, title: j.title } : null
    }
  }
}

const font = (file: string) => fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/assets/fonts', file))

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; slug: string }> }) {
  const { kind, slug } = await params
  const known = KINDS.find((k) => k === kind)
  if (!known || !slug.endsWith('.png')) return new Response('Not found', { status: 404 })
  const [about, settings, bold, medium] = await Promise.all([
    describe(known, slug.slice(0, -4)),
    getSettings(),
    font('Figtree-Bold.woff'),
    font('Figtree-Medium.woff'),
  ])
  if (!about) return new Response('Not found', { status: 404 })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: BRAND.ink,
        color: '#fff',
        padding: '72px 80px',
        fontFamily: 'Figtree',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: BRAND.accent,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          N
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>{settings.agencyName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 28, fontWeight: 500, color: BRAND.gold, textTransform: 'uppercase', letterSpacing: 2 }}>
          {about.eyebrow}
        </div>
        <div style={{ fontSize: about.title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {about.title}
        </div>
      </div>
      <div style={{ display: 'flex', height: 8, width: 160, background: BRAND.accent, borderRadius: 4 }} />
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: [
        { name: 'Figtree', data: bold, weight: 700, style: 'normal' },
        { name: 'Figtree', data: medium, weight: 500, style: 'normal' },
      ],
    },
  )
}
