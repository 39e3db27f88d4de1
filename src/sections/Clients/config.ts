import { toPlainText } from '@/lib/html'
import { defineSection, headOf } from '../define'
import type { ClientsProps } from './Component'

export const ClientsSection = defineSection({
  name: 'Clients',
  // Logos share the Clients section: one heading, one wall.
  group: 'Clients',
  heading: { prefix: 'clients', label: 'Clients' },
  reshape: (source, { tone }): ClientsProps => ({
    heading: headOf(source),
    tone,
    clients: source.items.map((item) => ({
      id: item.id,
      name: item.title ?? '',
      industry: item.shortDescription ? toPlainText(item.shortDescription) : null,
      logo: item.thumbnail,
      source: item.slug ?? null,
    })),
  }),
  Component: () => import('./Component').then((m) => m.Clients),
})
