import type { Env } from '@/config/env'

/** A leaf (no imports of collections): the collection, the job and the privacy page read these. */

export const RETENTION_RUNS = 'retentionRuns' as const

export const RETENTION_COUNTS = [
  { name: 'applications', label: 'Job applications' },
  { name: 'cvs', label: 'CVs (files and records)' },
  { name: 'leads', label: 'Leads' },
  { name: 'unconfirmedSubscribers', label: 'Unconfirmed newsletter sign-ups' },
  { name: 'spam', label: 'Spam' },
  { name: 'accessRecords', label: 'Access records' },
] as const
export type RetentionCount = (typeof RETENTION_COUNTS)[number]['name']

/** What the privacy page states, from the same configuration the job reads. */
export function retentionTable(r: Env['retention']): { what: string; days: number; from: string }[] {
  return [
    { what: 'Job applications and their CVs', days: r.applicationDays, from: 'the day the application arrived' },
    {
      what: 'Quote requests, contact messages, survey answers and callback requests',
      days: r.leadDays,
      from: 'the day it was sent',
    },
    {
      what: 'Newsletter sign-ups never confirmed',
      days: r.unconfirmedNewsletterDays,
      from: 'the sign-up (a confirmed subscription is kept until you unsubscribe)',
    },
    { what: 'Sends that looked automated (spam)', days: r.spamDays, from: 'the day it was sent' },
    { what: "Our staff's record of who opened your data", days: r.accessRecordDays, from: 'each opening' },
  ]
}
