/**
 * What code that schedules work reads the time from. The system clock everywhere; a test
 * hands the real code a clock it moves forward itself (see the lead retry test), so a
 * schedule of minutes is checked in milliseconds without replacing any of our modules.
 */
export type Clock = { now(): number }

export const systemClock: Clock = { now: () => Date.now() }
