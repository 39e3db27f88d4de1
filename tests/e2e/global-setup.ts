import { request, type FullConfig } from '@playwright/test'

import { ADMIN } from './dataset'

/**
 * One sign-in before any test: Payload keeps a user's sessions as one list each sign-in rewrites whole, so two
 * sign-ins of the same account at once drop one session (403 on its next request). Every later list holds this one.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const context = await request.newContext({ baseURL: config.projects[0]?.use.baseURL })
  try {
    const res = await context.post('/api/users/login', { data: ADMIN })
    if (res.status() !== 200)
      throw new Error(`staff sign-in for the browser tests answered ${res.status()}: ${await res.text()}`)
    const { token } = (await res.json()) as { token?: unknown }
    if (typeof token !== 'string') throw new Error('staff sign-in for the browser tests gave no token')
    process.env.E2E_STAFF_TOKEN = token
  } finally {
    await context.dispose()
  }
}
