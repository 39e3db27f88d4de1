/**
 * SPEC.md section 9, the loading bar: shown only past 200 ms, advances over about 5 s, hides 500 ms after finishing.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500, failedForMs: 3000 } as const

/** SPEC.md section 9: links prefetch when the browser is idle, at the latest after 2000 ms. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000
