// Time and chance, injected so behaviour that depends on them is testable.
export interface Clock {
  now(): number;
  /** A number in [0, 1). */
  random(): number;
}

export const systemClock: Clock = { now: () => Date.now(), random: () => Math.random() };
