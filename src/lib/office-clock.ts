import type { CollectionConfig, Field, Plugin } from 'payload'

import { OFFICE_TIME_ZONE } from './clock'

const CELL = '@/components/admin/OfficeTimeCell#OfficeTimeCell'

/** A date field shown in lists on the office's clock, unless it draws its own cell. */
function onOfficeClock(field: Field): Field {
  if (field.type !== 'date' || field.admin?.components?.Cell) return field
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: CELL } } }
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
