import type { RouterTransitionType } from 'next'

import { navigationStarted } from '@/components/navigation/transitions'

/** The loading bar and the page transition start from the App Router's own navigation event. */
export function onRouterTransitionStart(url: string, navigationType: RouterTransitionType): void {
  navigationStarted(url, navigationType)
}
