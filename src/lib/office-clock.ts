import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { OFFICE_TIME_ZONE } from './clock'

const CELL = '@/components/admin/OfficeTimeCell#OfficeTimeCell'
const READ_ONLY_FIELD = '@/components/admin/OfficeTimeField#OfficeTimeField'
const DOCUMENT_TIMES = '@/components/admin/OfficeDocumentTimes#OfficeDocumentTimes'

/**
 * A date field shown in lists on the office's clock, unless it draws its own cell; a read-only one (a time the server
 * set) in the edit view too. Editable dates are days (Payload's default picker), which need no clock.
 */
function onOfficeClock(field: Field): Field {
  if (field.type !== 'date') return field
  const components = field.admin?.components
  const readOnlyTime = field.admin?.readOnly && !field.admin.hidden && !components?.Field
  if (components?.Cell && !readOnlyTime) return field
  return {
    ...field,
    admin: {
      ...field.admin,
      components: {
        ...components,
        Cell: components?.Cell ?? CELL,
        ...(readOnlyTime ? { Field: READ_ONLY_FIELD } : {}),
      },
    },
  }
}

/** Payload's own timestamps, declared so that lists show them on the office's clock (same columns, same index). */
const timestamp = (name: 'createdAt' | 'updatedAt', label: string): Field => ({
  name,
  label,
  type: 'date',
  index: true,
  admin: { hidden: true, disableBulkEdit: true, components: { Cell: CELL } },
})

function collection(config: CollectionConfig): CollectionConfig {
  const fields = config.fields.map(onOfficeClock)
  const has = (name: string) => fields.some((f) => 'name' in f && f.name === name)
  const stamps =
    config.timestamps === false
      ? []
      : [
          ...(has('createdAt') ? [] : [timestamp('createdAt', 'Created')]),
          ...(has('updatedAt') ? [] : [timestamp('updatedAt', 'Updated')]),
        ]
  const drafts = config.versions && typeof config.versions === 'object' ? config.versions.drafts : undefined
  const schedules = Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
  const edit = config.admin?.components?.edit
  const times = config.timestamps === false ? [] : [DOCUMENT_TIMES]
  return {
    ...config,
    fields: [...fields, ...stamps],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        edit: {
          ...edit,
          beforeDocumentControls: [...times, ...(edit?.beforeDocumentControls ?? [])],
          ...(schedules && !edit?.PublishButton
            ? { PublishButton: '@/components/admin/PublishButton#PublishButton' }
            : {}),
        },
      },
    },
  }
}

/** A global's header: its Last Modified on the office's clock too. */
function globalOnClock(config: GlobalConfig): GlobalConfig {
  const elements = config.admin?.components?.elements
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        elements: {
          ...elements,
          beforeDocumentControls: [DOCUMENT_TIMES, ...(elements?.beforeDocumentControls ?? [])],
        },
      },
    },
  }
}

/**
 * One clock, New York's, wherever staff read or set a time in /build: list cells, documents' headers, Payload's date
 * pickers and its schedule drawer (the only zone offered, and the one it starts on).
 */
export const officeClock: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    timezones: {
      supportedTimezones: [{ label: 'New York (ET)', value: OFFICE_TIME_ZONE }],
      defaultTimezone: OFFICE_TIME_ZONE,
    },
  },
  collections: (config.collections ?? []).map(collection),
  globals: (config.globals ?? []).map(globalOnClock),
})
