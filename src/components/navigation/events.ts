/** Dispatched by the error page when a navigation ends in an error, so the loading bar fails. */
export const NAVIGATION_FAILED_EVENT = 'navigation-failed'
