import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import config from '@payload-config'
import pg from 'pg'
import { getPayload, type Migration, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostBody } from '@/sections/PostBody'
import { env } from '@/config/env'
import { stopRunner } from '@/leads/delivery/runner'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import type { Media, Post } from '@/payload-types'

/**
 * Posts' bodies in the rich-text editor: the migration turning stored HTML bodies (posts and versions, with their
 * "[picture N]" pictures) into documents, on the database of the run (SQLite, or PostgreSQL with TEST_DATABASE_URI);
 * the page's rendering of them; and the slug proposed from the title on the server.
 */
let payload: Payload
const stamp = Date.now()
const MIGRATION =
  env().databaseKind === 'postgres' ? '20261129_061811_posts_lexical_body' : '20261129_061720_posts_lexical_body'

/** SQL straight to the database of this file, as the bodies were stored before the migration. */
async function run(statements: { sql: string; args: (string | number | null)[] }[]): Promise<void> {
  const uri = env().databaseUri
  if (env().databaseKind === 'postgres') {
    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    try {
      for (const s of statements) {
        let n = 0
        await client.query(
          s.sql.replace(/\?/g, () => `$${++n}`),
          s.args,
        )
      }
    } finally {
      await client.end()
    }
    return
  }
  const client = createClient({ url: uri })
  try {
    for (const s of statements) await client.execute(s)
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  await payload?.destroy()
})

const upload = async (alt: string): Promise<Media> => {
  const data = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `${alt.replace(/\W+/g, '-')}.png`, size: data.length },
    overrideAccess: true,
  })
}

const render = (post: Post) => renderToStaticMarkup(createElement(PostBody, { body: post.body }))

describe('the migration of stored HTML bodies', () => {
  it('converts real posts and a post with pictures, keeping headings, lists, links, quotes and pictures', async () => {
    const dataset = (
      JSON.parse(fs.readFileSync(path.resolve('content', 'posts.json'), 'utf8')) as { slug: string; body: string }[]
    ).slice(0, 3)
    const [first, second] = [await upload(`Migrated first ${stamp}`), await upload(`Migrated second ${stamp}`)]
    const pictured = await payload.create({
      collection: 'posts',
      draft: false,
      overrideAccess: true,
      context: { skipRevalidate: true },
      data: {
        title: `Pictured ${stamp}`,
        slug: `migrated-pictured-${stamp}`,
        excerpt: 'x',
        authorName: 'Sam Ortiz',
        publishedAt: '2026-01-05T12:00:00.000Z',
        category: 'Process',
        _status: 'published',
      },
    })
    const pictureHtml = [
      '<h2>Before</h2>',
      '<p>See <a href="https://example.com/guide">the guide</a> and <a href="/contact-us">write to us</a>.</p>',
      '<p>[picture 2]</p>',
      '<blockquote>Fast and calm.</blockquote>',
      '<ol><li>One</li><li>Two</li></ol>',
      '<p><a href="javascript:alert(1)">bad</a></p>',
    ].join('\n')
    const posts = await payload.find({
      collection: 'posts',
      where: { slug: { in: dataset.map((d) => d.slug) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(posts.docs).toHaveLength(3)

    // The database as it was: the body column of text holding HTML, the pictures in their list.
    if (env().databaseKind === 'postgres')
      await run([
        { sql: 'ALTER TABLE "posts" ALTER COLUMN "body" SET DATA TYPE varchar', args: [] },
        { sql: 'ALTER TABLE "_posts_v" ALTER COLUMN "version_body" SET DATA TYPE varchar', args: [] },
      ])
    await run([
      ...posts.docs.map((doc) => ({
        sql: 'UPDATE posts SET body = ? WHERE id = ?',
        args: [dataset.find((d) => d.slug === doc.slug)!.body, doc.id],
      })),
      ...posts.docs.map((doc) => ({
        sql: 'UPDATE _posts_v SET version_body = ? WHERE parent_id = ?',
        args: [dataset.find((d) => d.slug === doc.slug)!.body, doc.id],
      })),
      { sql: 'UPDATE posts SET body = ? WHERE id = ?', args: [pictureHtml, pictured.id] },
      { sql: 'DELETE FROM posts_body_pictures WHERE _parent_id = ?', args: [pictured.id] },
      {
        sql: 'INSERT INTO posts_body_pictures (_order, _parent_id, id, picture_id, caption) VALUES (?, ?, ?, ?, ?)',
        args: [1, pictured.id, `p1-${stamp}`, first.id, 'The first, after the text'],
      },
      {
        sql: 'INSERT INTO posts_body_pictures (_order, _parent_id, id, picture_id, caption) VALUES (?, ?, ?, ?, ?)',
        args: [2, pictured.id, `p2-${stamp}`, second.id, null],
      },
      { sql: 'DELETE FROM payload_migrations WHERE name = ?', args: [MIGRATION] },
    ])

    // As a deployment runs it: Payload applies the migrations not yet recorded.
    await payload.db.migrate({
      migrations: (env().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations) as Migration[],
    })

    for (const entry of dataset) {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { slug: { equals: entry.slug } },
        depth: 1,
        overrideAccess: false,
      })
      const html = render(docs[0])
      // Every heading, list item and paragraph of the HTML is in the page, its words and their order.
      const plain = (h: string) =>
        h
          .replace(/<[^>]+>/g, '')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&amp;/g, '&')
      for (const [, tag, inner] of entry.body.matchAll(/<(h2|h3|li|p)>(.*?)<\/\1>/g))
        expect(plain(html), `${entry.slug}: <${tag}>`).toContain(plain(inner))
      expect(html.match(/<h2>/g)?.length, entry.slug).toBe(entry.body.match(/<h2>/g)?.length)
      expect(html.match(/<li>/g)?.length ?? 0, entry.slug).toBe(entry.body.match(/<li>/g)?.length ?? 0)
      const versions = await payload.findVersions({
        collection: 'posts',
        where: { parent: { equals: docs[0].id } },
        overrideAccess: true,
        depth: 0,
      })
      for (const version of versions.docs) expect(version.version.body?.root.children.length).toBeGreaterThan(0)
    }

    const read = await payload.findByID({ collection: 'posts', id: pictured.id, depth: 1, overrideAccess: false })
    const html = render(read)
    expect(html).toContain('<h2>Before</h2>')
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">the guide</a>')
    expect(html).toContain('<a href="/contact-us">write to us</a>')
    expect(html).toMatch(/<blockquote>Fast and calm\.<\/blockquote>/)
    expect(html).toContain('<ol><li>One</li><li>Two</li></ol>')
    expect(html).not.toContain('javascript:')
    // Picture 2 where its line was, picture 1 (placed by no line) after the text, each with its alt and caption.
    const figures = [
      ...html.matchAll(/<figure[^>]*><img([^>]*)>(?:<figcaption[^>]*>([^<]*)<\/figcaption>)?<\/figure>/g),
    ]
    expect(figures.map((f) => /alt="([^"]*)"/.exec(f[1])?.[1])).toEqual([
      `Migrated second ${stamp}`,
      `Migrated first ${stamp}`,
    ])
    expect(figures.map((f) => f[2] ?? null)).toEqual([null, 'The first, after the text'])
    expect(figures[0][1]).toMatch(/srcSet="[^"]*\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/i)
    expect(html.indexOf(`Migrated second ${stamp}`)).toBeLessThan(html.indexOf('Fast and calm'))
    expect(html.indexOf(`Migrated first ${stamp}`)).toBeGreaterThan(html.indexOf('Two</li>'))
    // The list beside the body (the deletion guard's) still names both.
    expect(read.bodyPictures?.map((p) => (typeof p.picture === 'object' ? p.picture.id : p.picture))).toEqual([
      first.id,
      second.id,
    ])
  })
})

describe('the slug', () => {
  it('is proposed from the title on the server when none is given, and passes the slug rule', async () => {
    const post = await payload.create({
      collection: 'posts',
      overrideAccess: true,
      context: { skipRevalidate: true },
      draft: false,
      data: {
        title: `Review Draft sr0300 ${stamp}`,
        slug: '',
        excerpt: 'x',
        authorName: 'Sam Ortiz',
        publishedAt: '2026-01-05T12:00:00.000Z',
        category: 'Process',
        _status: 'published',
      },
    })
    expect(post.slug).toBe(`review-draft-sr0300-${stamp}`)
    // A slug given is kept; a new title alone does not move an address.
    const renamed = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Another title' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    expect(renamed.slug).toBe(`review-draft-sr0300-${stamp}`)
    const job = await payload.create({
      collection: 'caseStudies',
      overrideAccess: true,
      draft: true,
      context: { skipRevalidate: true },
      data: { title: `Café Déjà Vu ${stamp}`, _status: 'draft' },
    })
    expect(job.slug).toBe(`cafe-deja-vu-${stamp}`)
  })
})
