import type { CollectionConfig, Field } from 'payload'

import { staffOnly } from '@/access'
import { LEAD_FORMS, type FieldDef, type LeadKind } from '@/forms/definitions'
import { exportCsvEndpoint } from '@/leads/export'
import { queueRetryFromAdmin, requestRetryFromAdmin } from '@/leads/delivery/hooks'

/**
 * Leads: one typed collection per visitor form. Visitors never reach these through
 * REST or GraphQL: submissions arrive only through /api/forms/{kind}, which validates,
 * stores (overriding access) and queues the delivery. Staff read, filter, search and
 * export them in /build.
 */

export const LEAD_COLLECTIONS = {
  quote: 'quoteRequests',
  contact: 'contactMessages',
  newsletter: 'newsletterSubscribers',
  survey: 'surveyAnswers',
  test: 'callbackRequests',
} as const satisfies Record<LeadKind, string>

export type LeadCollection = (typeof LEAD_COLLECTIONS)[LeadKind]

function toField(def: FieldDef): Field {
  const common = { name: def.name, label: def.label, required: def.required, access: { update: () => false } }
  switch (def.kind) {
    case 'email':
      return { ...common, type: 'email' }
    case 'textarea':
      return { ...common, type: 'textarea', maxLength: def.maxLength }
    case 'checkboxes':
      return { ...common, type: 'text', hasMany: true, maxLength: def.maxLength }
    default:
      return { ...common, type: 'text', maxLength: def.maxLength }
  }
}

function leadCollection(kind: LeadKind, labels: { singular: string; plural: string }): CollectionConfig {
  const slug = LEAD_COLLECTIONS[kind]
  const fields = LEAD_FORMS[kind].fields
  return {
    slug,
    labels,
    admin: {
      group: 'Leads',
      useAsTitle: fields.some((f) => f.name === 'name') ? 'name' : 'email',
      defaultColumns: [...fields.slice(0, 3).map((f) => f.name), 'deliveryStatus', 'createdAt'],
      listSearchableFields: fields.filter((f) => f.kind !== 'checkboxes').map((f) => f.name),
      description: `Sent from the ${kind === 'newsletter' ? 'newsletter popup and footer' : `${kind} form`}.`,
      components: { beforeListTable: [{ path: '@/components/admin/ExportCsvLink#ExportCsvLink', clientProps: { href: `/api/${slug}/export.csv` } }] },
    },
    access: { create: () => false, read: staffOnly, update: staffOnly, delete: staffOnly },
    defaultSort: '-createdAt',
    endpoints: [exportCsvEndpoint(slug, fields.map((f) => f.name))],
    hooks: { beforeChange: [requestRetryFromAdmin], afterChange: [queueRetryFromAdmin] },
    fields: [
      ...fields.map(toField),
      { name: 'sourcePage', label: 'Sent from page', type: 'text', maxLength: 300, admin: { readOnly: true, position: 'sidebar' } },
      {
        name: 'deliveryStatus',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: [
          { label: 'Pending', value: 'pending' },
          { label: 'Retrying', value: 'retrying' },
          { label: 'Delivered', value: 'delivered' },
          { label: 'Failed', value: 'failed' },
          { label: 'No mail transport configured', value: 'no-transport' },
          { label: 'Retry now (choose and save)', value: 'retry' },
        ],
        admin: { position: 'sidebar', description: 'To send a failed lead again, choose "Retry now" and save.' },
      },
      { name: 'deliveryAttempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
      { name: 'lastDeliveryError', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
      { name: 'deliveredAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    ],
  }
}

export const QuoteRequests = leadCollection('quote', { singular: 'Quote request', plural: 'Quote requests' })
export const ContactMessages = leadCollection('contact', { singular: 'Contact message', plural: 'Contact messages' })
export const SurveyAnswers = leadCollection('survey', { singular: 'Survey answer', plural: 'Survey answers' })
export const CallbackRequests = leadCollection('test', { singular: 'Callback request', plural: 'Callback requests' })
export const NewsletterSubscribers: CollectionConfig = (() => {
  const base = leadCollection('newsletter', { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' })
  return {
    ...base,
    // Subscribing twice stores one subscriber.
    fields: base.fields.map((f) => ('name' in f && f.name === 'email' ? { ...f, unique: true, index: true } : f)),
  } as CollectionConfig
})()

export const LeadCollections = [QuoteRequests, ContactMessages, NewsletterSubscribers, SurveyAnswers, CallbackRequests]
