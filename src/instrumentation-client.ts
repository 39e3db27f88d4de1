import type { RouterTransitionType } from 'next'

import { captureOrigin } from '@/components/forms/origin'
import { navigationStarted } from '@/components/navigation/transitions'

captureOrigin()

/** The loading bar and the page transition start from the App Router's own navigation event. */
export function onRouterTransitionStart(url: string, navigationType: RouterTransitionType): void {
  navigationStarted(url, navigationType)
}
