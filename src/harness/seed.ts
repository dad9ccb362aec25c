/**
 * A fresh fast-check seed for a run that names none: the one place the harness draws from Math.random.
 * Every run prints its seed, so a fresh one never costs a replay; generators never call this (they draw from fast-check).
 */
export const freshSeed = (): number => (Math.random() * 0x7fffffff) | 0;
