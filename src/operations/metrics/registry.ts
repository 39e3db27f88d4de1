import client, { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Payload } from 'payload'

import { OUTBOX_COLLECTIONS, type LeadCollection } from '@/leads/collections'
import { DUE_STATUSES, instanceId, queueHealth } from '@/leads/delivery/outbox'

/**
 * The process's Prometheus metrics (docs/operations.md names each one). One registry per process on globalThis:
 * server.ts and the code Next.js bundles (lead delivery) each load this module, and both must count into the same
 * series. Served by src/operations/metrics/endpoint.ts on its own port, never on the site's.
 */

export const DELIVERY_OUTCOMES = ['delivered', 'retrying', 'failed', 'no-transport', 'skipped'] as const
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number]

/** Every edge cache the site purges, and the HTML cache it keeps itself. */
export const PURGE_TARGETS = ['html-cache', 'cdn', 'front'] as const
export type PurgeTarget = (typeof PURGE_TARGETS)[number]

/** The stores and operations the storage code counts failures of. */
export const STORAGE_STORES = ['media', 'cvs'] as const
export const STORAGE_OPERATIONS = ['write', 'delete'] as const
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number]

function create() {
  const registry = new Registry()
  // Prometheus names the scrape target `instance`; this is the instance's own stable name (DELIVERY_INSTANCE_ID).
  registry.setDefaultLabels({ instance_id: instanceId() })
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const state: { payload: Payload | null; cacheEntries: () => number } = { payload: null, cacheEntries: () => 0 }

  const metrics = {
    registry,
    state,
    requests: new Counter({
      name: 'northgrid_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status code.',
      labelNames: ['route', 'method', 'code'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'northgrid_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer finishing, by route template and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    htmlCache: new Counter({
      name: 'northgrid_html_cache_lookups_total',
      help: 'Requests the HTML cache could answer (public GET/HEAD pages and static assets): hit or miss.',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    htmlCacheEntries: new Gauge({
      name: 'northgrid_html_cache_entries',
      help: 'Pages and assets the HTML cache holds now.',
      registers: [registry],
      collect() {
        this.set(state.cacheEntries())
      },
    }),
    deliveries: new Counter({
      name: 'northgrid_lead_deliveries_total',
      help: 'Delivery attempts of leads (the outbox), by kind (collection) and outcome.',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    sockets: new Gauge({
      name: 'northgrid_open_sockets',
      help: 'Connections open to the site now: every TCP connection (tcp), and those upgraded to the live-content WebSocket (websocket).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    changeLag: new Histogram({
      name: 'northgrid_change_lag_seconds',
      help: 'Time from an editor publishing a change (on any instance) to this instance applying it.',
      buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30],
      registers: [registry],
    }),
    storageErrors: new Counter({
      name: 'northgrid_storage_errors_total',
      help: 'Failed operations on the media and CV storage, by store and operation.',
      labelNames: ['store', 'operation'] as const,
      registers: [registry],
    }),
    purges: new Counter({
      name: 'northgrid_purges_total',
      help: 'Cache purges, by target (html-cache: this process; cdn, front: edge caches) and outcome.',
      labelNames: ['target', 'outcome'] as const,
      registers: [registry],
    }),
  }

  // Read from the database at scrape time, so every instance reports the same shared outbox.
  const outbox = {
    depth: new Gauge({
      name: 'northgrid_outbox_depth',
      help: 'Leads waiting for delivery (pending or retrying), by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    failed: new Gauge({
      name: 'northgrid_outbox_failed',
      help: 'Leads whose delivery failed every attempt and wait for staff, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    oldest: new Gauge({
      name: 'northgrid_outbox_oldest_undelivered_seconds',
      help: 'Age of the oldest lead not delivered yet (0 when none waits).',
      registers: [registry],
    }),
    overdue: new Gauge({
      name: 'northgrid_outbox_oldest_overdue_seconds',
      help: 'How long the most overdue lead has been due without a runner taking it (0 when none).',
      registers: [registry],
    }),
    up: new Gauge({
      name: 'northgrid_outbox_scrape_ok',
      help: '1 when the outbox figures above were read from the database at this scrape, 0 when the read failed.',
      registers: [registry],
      async collect() {
        const payload = state.payload
        if (!payload) return this.set(0)
        try {
          for (const kind of OUTBOX_COLLECTIONS) {
            const count = (statuses: readonly string[]) =>
              payload.count({
                collection: kind,
                where: { deliveryStatus: { in: [...statuses] } },
                overrideAccess: true,
              })
            const [due, failed] = await Promise.all([count(DUE_STATUSES), count(['failed'])])
            outbox.depth.set({ kind }, due.totalDocs)
            outbox.failed.set({ kind }, failed.totalDocs)
          }
          const health = await queueHealth(payload)
          outbox.oldest.set(health.oldestUndeliveredSeconds ?? 0)
          outbox.overdue.set(health.oldestOverdueSeconds ?? 0)
          this.set(1)
        } catch {
          this.set(0)
        }
      },
    }),
  }

  // Every series of a bounded label set exists from the start at 0, so rate() sees its first increase.
  for (const kind of OUTBOX_COLLECTIONS)
    for (const outcome of DELIVERY_OUTCOMES) metrics.deliveries.inc({ kind, outcome }, 0)
  for (const result of ['hit', 'miss']) metrics.htmlCache.inc({ result }, 0)
  for (const kind of ['tcp', 'websocket']) metrics.sockets.set({ kind }, 0)
  for (const target of PURGE_TARGETS) for (const outcome of ['ok', 'failed']) metrics.purges.inc({ target, outcome }, 0)
  for (const store of STORAGE_STORES)
    for (const operation of STORAGE_OPERATIONS) metrics.storageErrors.inc({ store, operation }, 0)
  return { ...metrics, outbox }
}

export type Metrics = ReturnType<typeof create>

declare global {
  var __northgridMetrics: Metrics | undefined
}

export function metrics(): Metrics {
  return (globalThis.__northgridMetrics ??= create())
}

/** The outbox runner hands over its CMS, so the outbox figures can be read at each scrape. */
export function observeOutbox(payload: Payload): void {
  metrics().state.payload = payload
}

export function countDelivery(kind: LeadCollection, outcome: DeliveryOutcome): void {
  metrics().deliveries.inc({ kind, outcome })
}

/** For the code that purges a cache (the HTML cache here; an edge cache or CDN): one call per purge. */
export function countPurge(target: PurgeTarget, outcome: 'ok' | 'failed'): void {
  metrics().purges.inc({ target, outcome })
}

/** For the storage code: one call per failed operation. */
export function countStorageError(store: (typeof STORAGE_STORES)[number], operation: StorageOperation): void {
  metrics().storageErrors.inc({ store, operation })
}
