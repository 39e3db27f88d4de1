import fs from 'node:fs/promises'
import path from 'node:path'

import type { z } from 'zod'

import { pageHref } from '@/lib/content/reshape'

import { loadMediaEntries, type MediaEntry } from './media'

import {
  caseStudySchema,
  jobSchema,
  pageContentSchema,
  pageSchema,
  postSchema,
  settingsSchema,
  type CaseStudyData,
  type JobData,
  type PageContentData,
  type PageData,
  type PostData,
  type SettingsData,
} from './schema'

export type Dataset = {
  settings: SettingsData
  pages: PageData[]
  pageContents: PageContentData[]
  posts: PostData[]
  caseStudies: CaseStudyData[]
  jobs: JobData[]
  /** The pictures in content/media/, uploaded into Media before the documents that show them. */
  media: MediaEntry[]
  /** The folder of those pictures. */
  mediaDir: string
}

export const defaultContentDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'content')

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`content: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`content: ${where}: ${issue.path.join('.') || '(root)'} ${issue.message}`)
  }
  return result.data
}

async function jsonFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(/*turbopackIgnore: true*/ dir, f))
}

/** Reads and validates the whole dataset, including every cross-reference. */
export async function loadDataset(dir = defaultContentDir()): Promise<Dataset> {
  const settings = parse(
    settingsSchema,
    await readJson(path.join(/*turbopackIgnore: true*/ dir, 'settings.json')),
    'settings.json',
  )

  const pages: PageData[] = []
  for (const file of await jsonFiles(path.join(/*turbopackIgnore: true*/ dir, 'pages'))) {
    const page = parse(pageSchema, await readJson(file), path.relative(dir, file))
    if (`${page.slug}.json` !== path.basename(file))
      throw new Error(`content: ${path.relative(dir, file)} holds slug "${page.slug}"`)
    pages.push(page)
  }

  const pageContents: PageContentData[] = []
  for (const file of await jsonFiles(path.join(/*turbopackIgnore: true*/ dir, 'page-contents'))) {
    const items = await readJson(file)
    if (!Array.isArray(items)) throw new Error(`content: ${path.relative(dir, file)} must hold an array`)
    items.forEach((item, i) => pageContents.push(parse(pageContentSchema, item, `${path.relative(dir, file)}[${i}]`)))
  }

  const list = async <T extends z.ZodType>(name: string, schema: T) => {
    const items = await readJson(path.join(/*turbopackIgnore: true*/ dir, name))
    if (!Array.isArray(items)) throw new Error(`content: ${name} must hold an array`)
    return items.map((item, i) => parse(schema, item, `${name}[${i}]`))
  }
  const posts = await list('posts.json', postSchema)
  const caseStudies = await list('case-studies.json', caseStudySchema)
  const jobs = await list('jobs.json', jobSchema)
  const listed = await loadMediaEntries(dir)
  const media = listed ?? []

  const files = new Set(media.map((m) => m.file))
  const pictured = (where: string, file: string | null | undefined) => {
    if (listed && file && !files.has(file)) {
      throw new Error(`content: ${where} shows "${file}", which content/media.json does not list`)
    }
  }
  for (const page of pages) pictured(`page "${page.slug}"`, page.bannerImage)
  for (const item of pageContents) pictured(`page content "${item.id}"`, item.thumbnail)
  for (const post of posts) pictured(`post "${post.slug}"`, post.cover)
  for (const study of caseStudies) {
    for (const file of [study.thumbnail, ...study.images.map((i) => i.image)])
      pictured(`case study "${study.slug}"`, file)
  }
  const banners = pages.flatMap((p) => (p.bannerImage ? [p.bannerImage] : []))
  const shared = banners.find((b, i) => banners.indexOf(b) !== i)
  if (shared) throw new Error(`content: two pages share the banner picture "${shared}"`)

  const ids = new Set<string>()
  for (const item of pageContents) {
    if (ids.has(item.id)) throw new Error(`content: page content id "${item.id}" is used twice`)
    ids.add(item.id)
  }
  for (const page of pages) {
    for (const ref of page.pageContents) {
      if (!ids.has(ref)) throw new Error(`content: page "${page.slug}" refers to missing page content "${ref}"`)
    }
  }
  for (const study of caseStudies) {
    const client = pageContents.find((c) => c.id === study.client)
    if (client?.type !== 'Clients')
      throw new Error(`content: case study "${study.slug}" refers to missing client "${study.client}"`)
  }
  const unique = (what: string, slugs: string[]) => {
    const seen = new Set<string>()
    for (const s of slugs) {
      if (seen.has(s)) throw new Error(`content: ${what} slug "${s}" is used twice`)
      seen.add(s)
    }
  }
  unique('page/case study', [...pages.map((p) => p.slug), ...caseStudies.map((c) => c.slug)])
  unique(
    'post',
    posts.map((p) => p.slug),
  )
  unique(
    'job',
    jobs.map((j) => j.slug),
  )

  const mediaDir = path.join(/*turbopackIgnore: true*/ dir, 'media')
  return { settings, pages, pageContents, posts, caseStudies, jobs, media, mediaDir }
}

/** Every public path the dataset yields (pages, case studies, posts, jobs, the /blog listing). */
export function datasetPaths(data: Dataset): string[] {
  return [
    ...data.pages.map((p) => pageHref(p.slug)),
    ...data.caseStudies.map((c) => `/${c.slug}`),
    ...data.posts.map((p) => `/blog/${p.slug}`),
    ...data.jobs.map((j) => `/job/${j.slug}`),
    '/blog',
  ]
}
