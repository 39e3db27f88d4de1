import type { Migration, Payload } from 'payload'

import { env } from '@/config/env'
import { loadDataset } from './dataset'
import { ensureAdmin, seedContent } from './seed'

/** Run on every start; a second start changes nothing. */
export async function prepareDatabase(payload: Payload, migrations: Migration[]): Promise<void> {
  const config = env()
  await payload.db.migrate({ migrations })
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.info('[seed] empty database: loading the content dataset')
    await seedContent(payload, await loadDataset(config.contentDir))
    payload.logger.info('[seed] content dataset loaded')
  }
  await ensureAdmin(payload, config.admin)
}
