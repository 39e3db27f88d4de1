import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { htmlToLexical, postBodyEditorConfig } from '@/lib/post-body/from-html'

import type { Dataset } from './dataset'
import { dropStaleMedia, uploadMedia } from './media'

const context = { seeding: true, skipRevalidate: true }
const CONTENT_COLLECTIONS = ['pages', 'caseStudies', 'posts', 'jobs', 'pageContents'] as const

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`).toISOString()

/** How long each part of a seed took (ms), for its log line: a first start on a new database waits for it. */
export type SeedTimes = Record<'media' | 'documents' | 'commit', number>

/** Writes the dataset into the CMS. With reset, the content collections are emptied first. */
export async function seedContent(payload: Payload, data: Dataset, { reset = false } = {}): Promise<SeedTimes> {
  const times: SeedTimes = { media: 0, documents: 0, commit: 0 }
  // One transaction: all of the dataset or none of it, and one commit instead of one per document.
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    await writeDataset(payload, data, reset, req, times)
    const committing = Date.now()
    await commitTransaction(req)
    times.commit = Date.now() - committing
    return times
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function writeDataset(
  payload: Payload,
  data: Dataset,
  reset: boolean,
  req: PayloadRequest,
  times: SeedTimes,
): Promise<void> {
  let started = Date.now()
  if (reset) {
    for (const collection of CONTENT_COLLECTIONS) {
      await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context, req })
    }
    await dropStaleMedia(payload, data.mediaDir, data.media, req)
  }

  const media = await uploadMedia(payload, data.mediaDir, data.media, req)
  times.media = Date.now() - started
  started = Date.now()
  // A file name of the dataset as the Media id it was uploaded as (loadDataset checked it is listed).
  const pic = (file: string | null | undefined) => (file ? (media.get(file) ?? null) : null)

  for (const item of data.pageContents) {
    await payload.create({
      collection: 'pageContents',
      overrideAccess: true,
      // Nothing reads the answer but its id: no relationship is populated.
      depth: 0,
      context,
      req,
      data: {
        id: item.id,
        type: item.type ?? null,
        title: item.title ?? null,
        slug: item.slug ?? null,
        shortDescription: item.shortDescription ?? null,
        description: item.description ?? null,
        order: item.order,
        promoteToHome: item.promoteToHome,
        thumbnailAlt: item.thumbnailAlt ?? null,
        thumbnail: pic(item.thumbnail),
      },
    })
  }

  for (const page of data.pages) {
    const { pageContents, bannerImage, ...fields } = page
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      depth: 0,
      context,
      req,
      draft: false,
      data: { ...fields, bannerImage: pic(bannerImage), pageContents, _status: 'published' },
    })
  }

  // The dataset keeps posts' bodies as readable HTML; the CMS stores the editor's document made of it.
  const bodyEditor = postBodyEditorConfig(payload)
  for (const post of data.posts) {
    await payload.create({
      collection: 'posts',
      overrideAccess: true,
      depth: 0,
      context,
      req,
      draft: false,
      data: {
        ...post,
        body: htmlToLexical(post.body, [], bodyEditor),
        cover: pic(post.cover),
        publishedAt: day(post.publishedAt),
        _status: 'published',
      },
    })
  }

  for (const study of data.caseStudies) {
    await payload.create({
      collection: 'caseStudies',
      overrideAccess: true,
      depth: 0,
      context,
      req,
      draft: false,
      data: {
        ...study,
        thumbnail: pic(study.thumbnail),
        images: study.images.flatMap((i) => {
          const image = pic(i.image)
          return image === null ? [] : [{ image, caption: i.caption }]
        }),
        quote: study.quote ?? { text: null, name: null, role: null },
        publishedAt: day(study.publishedAt),
        _status: 'published',
      },
    })
  }

  for (const job of data.jobs) {
    await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      depth: 0,
      context,
      req,
      draft: false,
      data: { ...job, datePosted: day(job.datePosted), validThrough: day(job.validThrough), _status: 'published' },
    })
  }

  await payload.updateGlobal({ slug: 'siteSettings', overrideAccess: true, context, req, data: data.settings })
  times.documents = Date.now() - started
}

/** Creates the staff admin named by ADMIN_EMAIL/ADMIN_PASSWORD once; never changes an existing account. */
export async function ensureAdmin(
  payload: Payload,
  admin: { email: string; password: string } | null,
): Promise<boolean> {
  if (!admin) return false
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: admin.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context,
    data: { email: admin.email, password: admin.password, name: 'Administrator', roles: ['admin'] },
  })
  payload.logger.info(`[seed] created staff user ${admin.email}`)
  return true
}
