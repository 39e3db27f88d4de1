import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stopRunner } from '@/leads/delivery/runner'
import { FIXED, loadPublicPaths } from '@/lib/content/known-paths'
import { datasetPaths, loadDataset, type Dataset } from '@/seed/dataset'

/** The proxy's list of public paths (src/proxy.ts), read from a real database. */
let payload: Payload
let data: Dataset

beforeAll(async () => {
  data = await loadDataset()
  payload = await getPayload({ config })
})

afterAll(async () => {
  stopRunner()
  await payload?.destroy()
})

describe('public paths', () => {
  it('are exactly the routes of the content (every page, case study, post and job) and the fixed routes', async () => {
    expect([...(await loadPublicPaths(payload))].sort()).toEqual([...new Set([...datasetPaths(data), ...FIXED])].sort())
  })

  it('leave out drafts, which visitors cannot see', async () => {
    const model = (await payload.find({ collection: 'jobs', limit: 1, depth: 0 })).docs[0]
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model
    const draft = await payload.create({
      collection: 'jobs',
      data: { ...fields, slug: 'draft-only-job', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    try {
      const paths = await loadPublicPaths(payload)
      expect(paths.has('/job/draft-only-job')).toBe(false)
      expect(paths.has(`/job/${model.slug}`)).toBe(true)
    } finally {
      await payload.delete({ collection: 'jobs', id: draft.id, overrideAccess: true })
    }
  })
})
