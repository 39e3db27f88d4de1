import type { RouterTransitionType } from 'next'

import { navigationStarted } from '@/components/navigation/transitions'

/**
 * Next.js runs this file in the browser before hydration and calls `onRouterTransitionStart`
 * when the App Router starts a navigation (any of them: links, `router.push`, back/forward).
 * The loading bar and the page transition start from it (components/navigation/LoadingBar).
 */
export function onRouterTransitionStart(url: string, navigationType: RouterTransitionType): void {
  navigationStarted(url, navigationType)
}
