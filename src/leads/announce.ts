import { after } from 'next/server'
import type { CollectionAfterChangeHook } from 'payload'

import { LEAD_COLLECTIONS, type LeadCollection } from '@/leads/collections'
import { log } from '@/lib/log'
import { announceLead } from '@/publish/cache/shared-tags.mjs'

/**
 * Staff see leads arrive: each lead stored (by the visitors' forms, or by staff through
 * Payload) is announced to every instance's live sockets as `leadReceived`
 * (src/publish/live/socket.ts), which /build's dashboard follows.
 */
const KINDS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(LEAD_COLLECTIONS).map(([kind, collection]) => [collection, kind])),
  jobApplications: 'application',
}

type Stored = { id?: unknown; name?: unknown; createdAt?: unknown }

export const announceNewLead =
  (collection: LeadCollection): CollectionAfterChangeHook =>
  ({ doc, operation }) => {
    if (operation !== 'create') return
    // Payload types a hook's doc loosely (any): only these fields are read, each checked below.
    const saved: unknown = doc
    const stored: Stored = saved && typeof saved === 'object' ? saved : {}
    if ((typeof stored.id !== 'string' && typeof stored.id !== 'number') || typeof stored.createdAt !== 'string') return
    const lead = {
      id: String(stored.id),
      kind: KINDS[collection] ?? collection,
      name: typeof stored.name === 'string' ? stored.name : null,
      createdAt: stored.createdAt,
    }
    const announce = () =>
      announceLead(lead).catch((error: unknown) => log.warn({ err: error, lead }, '[leads] could not announce a lead'))
    // Once the request's answer is sent, Payload has committed: staff who refresh then find the lead.
    try {
      after(announce)
    } catch {
      // Outside a Next.js request (Local API in scripts and tests): at once.
      void announce()
    }
  }
