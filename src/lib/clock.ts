/** A test hands the real code a clock it moves itself, so a schedule of minutes is checked in milliseconds. */
export type Clock = { now(): number }

export const systemClock: Clock = { now: () => Date.now() }
