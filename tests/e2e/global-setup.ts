import { request, type FullConfig } from '@playwright/test'

import { ADMIN } from './dataset'

/**
 * Signs the staff account in once, before any test runs, and hands the token to every worker
 * (tests/e2e/staff.ts). Payload keeps a user's sessions as one list that each sign-in reads and
 * writes back whole, so two sign-ins of the same account at once keep only one of the new
 * sessions: the other's token is refused (403) on its next request. Tests that signed in on
 * their own, from two workers, lost a session that way by chance. A session created here,
 * before them, is in every list a later sign-in reads, so nothing can drop it.
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
