import { reshapeCards } from '../Cards/config'
import { defineSection } from '../define'

/** Platform selection: numbered cards under the page's platformTitle (its description comes from sectionIntros). */
export const PlatformSelectionSection = defineSection({
  name: 'PlatformSelection',
  heading: { prefix: 'platform', label: 'Platform selection', withDescription: false },
  reshape: reshapeCards(true),
  Component: () => import('../Cards/Component').then((m) => m.Cards),
})
