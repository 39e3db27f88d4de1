import type { CollectionConfig, Field } from 'payload'

import { leadStaff } from '@/access'
import { LEAD_FORMS, PRIVACY_REQUEST_TYPES, type FieldDef, type LeadKind } from '@/forms/definitions'
import { hasOrigin, LEAD_COLLECTIONS } from '@/leads/collections'
import { DELIVERY_FIELDS, deliveredBy } from '@/leads/delivery/collection'
import { notifyStaff } from '@/leads/delivery/notify'
import type { Planner } from '@/leads/delivery/plans'
import { exportCsvEndpoint } from '@/leads/export'
import { registerIntake } from '@/leads/intake'
import { ORIGIN_MAX } from '@/leads/origin'
import { newsletterPlan } from '@/newsletter/delivery'
import { subscribe } from '@/newsletter/subscribe'
import { privacyPlan } from '@/privacy/delivery'
import { personalDataEndpoint } from '@/privacy/endpoint'
import { withWorkflow } from '@/leads/workflow'
import { recordDetailRead } from '@/staff/access-log'

/** Visitors never reach these through REST or GraphQL: submissions arrive only through /api/forms/{kind}. */

/** `asText`: shown on the edit view as text to read (LeadValue), for rows staff never type in. */
export function toField(def: FieldDef, asText = false): Field {
  const common = {
    name: def.name,
    label: def.label,
    required: def.required,
    access: { update: () => false },
    ...(asText
      ? {
          admin: {
            components: { Field: { path: '@/components/admin/LeadValue#LeadValue', clientProps: { kind: def.kind } } },
          },
        }
      : {}),
  }
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

const originText = (name: string, label: string, maxLength: number, description?: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
  index: name === 'utmSource' || name === 'referrer' || name === 'landingPage',
  // Only what was recorded: a visitor who declined cookies leaves most of these empty.
  admin: { readOnly: true, description, condition: (_, sibling) => Boolean(sibling?.[name]) },
})
const ORIGIN_NAMES = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent']

/** leads/origin.ts: filled from what the visitor's consent let the browser keep, and from the send itself. */
const ORIGIN_FIELDS: Field[] = [
  {
    type: 'collapsible',
    label: 'Where it came from',
    admin: {
      initCollapsed: false,
      description: 'The campaign and referring site are kept only when the visitor accepted cookies.',
      condition: (data) => ORIGIN_NAMES.some((name) => Boolean(data?.[name])),
    },
    fields: [
      originText('landingPage', 'Landing page', ORIGIN_MAX.landingPage, 'The page the visit began on.'),
      originText('referrer', 'Referring site', ORIGIN_MAX.referrer),
      originText('utmSource', 'Campaign source', ORIGIN_MAX.utm),
      originText('utmMedium', 'Campaign medium', ORIGIN_MAX.utm),
      originText('utmCampaign', 'Campaign name', ORIGIN_MAX.utm),
      originText('utmTerm', 'Campaign term', ORIGIN_MAX.utm),
      originText('utmContent', 'Campaign content', ORIGIN_MAX.utm),
    ],
  },
]

/** For rows that wait for a link e-mailed to their address (the newsletter's double opt-in, privacy requests). */
function confirmationFields(steps: { label: string; value: string }[]): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unconfirmed',
      index: true,
      options: steps,
      admin: { position: 'sidebar', readOnly: true },
    },
    // When the current confirmation e-mail was asked for: its link's issue time and its Message-ID.
    { name: 'confirmationRequestedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ]
}

function leadCollection(
  kind: LeadKind,
  labels: { singular: string; plural: string },
  planner: Planner,
): CollectionConfig {
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
      components: {
        beforeListTable: [
          {
            path: '@/components/admin/ExportCsvLink#ExportCsvLink',
            clientProps: { href: `/api/${slug}/export.csv`, ofView: true },
          },
        ],
      },
    },
    access: { create: () => false, read: leadStaff, update: leadStaff, delete: leadStaff },
    defaultSort: '-createdAt',
    endpoints: [
      exportCsvEndpoint(
        slug,
        fields.map((f) => f.name),
      ),
    ],
    hooks: { ...deliveredBy(slug, planner), afterOperation: [recordDetailRead] },
    fields: [
      // Staff create only privacy requests, typing the address in; every other lead is the visitor's own words.
      ...fields.map((f) => toField(f, kind !== 'privacy')),
      {
        name: 'sourcePage',
        label: 'Sent from page',
        type: 'text',
        maxLength: 300,
        admin: { readOnly: true, position: 'sidebar' },
      },
      ...(hasOrigin(slug) ? ORIGIN_FIELDS : []),
      ...DELIVERY_FIELDS,
    ],
  }
}

export const QuoteRequests = withWorkflow(
  leadCollection(
    'quote',
    { singular: 'Quote request', plural: 'Quote requests' },
    notifyStaff('quote', { confirmToSender: true }),
  ),
)
export const ContactMessages = withWorkflow(
  leadCollection('contact', { singular: 'Contact message', plural: 'Contact messages' }, notifyStaff('contact')),
)
export const SurveyAnswers = withWorkflow(
  leadCollection('survey', { singular: 'Survey answer', plural: 'Survey answers' }, notifyStaff('survey')),
)
export const CallbackRequests = withWorkflow(
  leadCollection('test', { singular: 'Callback request', plural: 'Callback requests' }, notifyStaff('test')),
)
export const NewsletterSubscribers: CollectionConfig = (() => {
  const base = leadCollection(
    'newsletter',
    { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
    newsletterPlan,
  )
  registerIntake(LEAD_COLLECTIONS.newsletter, (payload, data) => subscribe(payload, String(data.email), data))
  return {
    ...base,
    admin: {
      ...base.admin,
      defaultColumns: ['email', 'status', 'confirmedAt', 'deliveryStatus', 'createdAt'],
      description:
        'Sent from the newsletter popup and footer. Double opt-in: an address is subscribed only once its owner has followed the link we e-mailed; "Delivery" is that confirmation e-mail.',
    },
    endpoints: [exportCsvEndpoint(LEAD_COLLECTIONS.newsletter, ['email', 'status', 'confirmedAt', 'unsubscribedAt'])],
    fields: [
      // Subscribing twice stores one subscriber.
      ...base.fields.map((f) => ('name' in f && f.name === 'email' ? { ...f, unique: true, index: true } : f)),
      ...confirmationFields([
        { label: 'Waiting for confirmation', value: 'unconfirmed' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ]),
      { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    ],
    // Spreading a field widens its type past Payload's Field union (unique on a field of unknown kind).
  } as CollectionConfig
})()

/** Once done, a deletion keeps only an anonymised record: the type, the dates, what was removed, a keyed tag. */
export const PrivacyRequests: CollectionConfig = (() => {
  const base = leadCollection('privacy', { singular: 'Privacy request', plural: 'Privacy requests' }, privacyPlan)
  return {
    ...base,
    admin: {
      ...base.admin,
      group: 'Privacy',
      useAsTitle: 'email',
      defaultColumns: ['email', 'requestType', 'status', 'requestedBy', 'createdAt'],
      description: `Requests for a copy or the deletion of what the site holds about an e-mail address (from /privacy-request). To act for someone, create one here with their address: it is carried out at once ("${PRIVACY_REQUEST_TYPES.export}" e-mails the copy to that address). Staff can also download the copy from /api/privacyRequests/data.json?email=...`,
    },
    access: { ...base.access, create: leadStaff },
    endpoints: [...(base.endpoints || []), personalDataEndpoint],
    hooks: { ...base.hooks, beforeChange: [...(base.hooks?.beforeChange ?? []), staffRequestIsConfirmed] },
    fields: [
      // The address is cleared from a deletion's own record once everything else is gone.
      ...base.fields.map((f) => ('name' in f && f.name === 'email' ? { ...f, required: false } : f)),
      ...confirmationFields([
        { label: 'Waiting for the link to be followed', value: 'unconfirmed' },
        { label: 'Confirmed, being carried out', value: 'confirmed' },
        { label: 'Done', value: 'completed' },
      ]),
      {
        name: 'requestedBy',
        type: 'select',
        defaultValue: 'visitor',
        options: ['visitor', 'staff'],
        admin: { position: 'sidebar', readOnly: true },
      },
      {
        name: 'emailTag',
        label: 'Address tag',
        type: 'text',
        maxLength: 64,
        index: true,
        admin: {
          readOnly: true,
          description:
            'A keyed hash of the address (src/lib/signed-links.ts): shows whether a later request is about the same address without keeping it.',
        },
      },
      { name: 'completedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
      { name: 'outcome', type: 'textarea', maxLength: 2000, admin: { readOnly: true } },
    ],
  }
})()

function staffRequestIsConfirmed({
  data,
  operation,
  req,
}: {
  data: Record<string, unknown>
  operation: string
  req: { user?: unknown }
}) {
  if (operation === 'create' && req.user)
    return {
      ...data,
      status: 'confirmed',
      requestedBy: 'staff',
      confirmedAt: new Date().toISOString(),
      deliveryStatus: 'pending',
    }
  return data
}

export const LeadCollections = [
  QuoteRequests,
  ContactMessages,
  NewsletterSubscribers,
  SurveyAnswers,
  CallbackRequests,
  PrivacyRequests,
]
