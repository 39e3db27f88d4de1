import { defineSection, headOf } from '../define'
import type { AddressProps } from './Component'

export const AddressSection = defineSection({
  name: 'Address',
  reshape: (source, { tone, settings }): AddressProps => ({
    heading: headOf(source),
    tone,
    offices: source.items.map(({ id, title, description }) => ({ id, title, description })),
    locations: settings.locations ?? [],
  }),
  Component: () => import('./Component').then((m) => m.Address),
})
