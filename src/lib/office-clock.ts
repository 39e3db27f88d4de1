import type { CollectionConfig, Field, Plugin } from 'payload'

import { OFFICE_TIME_ZONE } from './clock'

const CELL = '@/components/admin/OfficeTimeCell#OfficeTimeCell'
const READ_ONLY_FIELD = '@/components/admin/OfficeTimeField#OfficeTimeField'

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
  return {
    ...config,
    fields: [...fields, ...stamps],
    ...(schedules && !edit?.PublishButton
      ? {
          admin: {
            ...config.admin,
            components: {
              ...config.admin?.components,
              edit: { ...edit, PublishButton: '@/components/admin/PublishButton#PublishButton' },
            },
          },
        }
      : {}),
  }
}

/**
 * One clock, New York's, wherever staff read or set a time in /build: list cells, Payload's date pickers and its
 * schedule drawer (the only zone offered, and the one it starts on).
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
})
