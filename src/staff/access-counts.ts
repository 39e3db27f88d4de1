import type { Payload, Where } from 'payload'

import { ACCESS_LOG } from './access-log'
import { listUrl } from './dashboard'

const DAY_MS = 24 * 3600 * 1000

/** The dashboard's counts over the indexed created_at, actor_kind and action columns; each with its list's filter. */
export async function accessCounts(
  payload: Payload,
  now: number = Date.now(),
): Promise<{ label: string; count: number; href: string }[]> {
  const since = (days: number) => new Date(now - days * DAY_MS).toISOString()
  const figures: { label: string; where: Where }[] = [
    {
      label: 'Opened by staff, last 24 hours',
      where: { and: [{ createdAt: { greater_than: since(1) } }, { actorKind: { equals: 'staff' } }] },
    },
    {
      label: 'Opened by staff, last 7 days',
      where: { and: [{ createdAt: { greater_than: since(7) } }, { actorKind: { equals: 'staff' } }] },
    },
    {
      label: 'CV downloads, last 7 days',
      where: { and: [{ createdAt: { greater_than: since(7) } }, { action: { equals: 'download' } }] },
    },
    {
      label: 'Exports, last 7 days',
      where: { and: [{ createdAt: { greater_than: since(7) } }, { action: { equals: 'export' } }] },
    },
    {
      label: 'Read by the system, last 7 days',
      where: { and: [{ createdAt: { greater_than: since(7) } }, { actorKind: { equals: 'system' } }] },
    },
  ]
  return Promise.all(
    figures.map(async (f) => ({
      label: f.label,
      count: (await payload.count({ collection: ACCESS_LOG, where: f.where, overrideAccess: true })).totalDocs,
      href: listUrl(ACCESS_LOG, f.where),
    })),
  )
}
