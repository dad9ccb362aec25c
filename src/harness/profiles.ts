/** Run budgets: `ci` keeps `npm test` quick, `pr` is the gate, `nightly` and `fuzz` search longer. */
export interface Profile {
  readonly name: ProfileName;
  /** Cases per property. */
  readonly numRuns: number;
  /** Per property: stop generating after this long (fast-check's interruptAfterTimeLimit). */
  readonly timeLimitMs: number | undefined;
  /** Cases per (fault, property) cell of the kill matrix. */
  readonly killRuns: number;
  /** Minimum count per mutation kind × stage cell and per outcome cause. */
  readonly coverageFloor: number;
}

export const PROFILE_NAMES = ['ci', 'pr', 'nightly', 'fuzz'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export const PROFILES: Record<ProfileName, Profile> = {
  ci: { name: 'ci', numRuns: 60, timeLimitMs: undefined, killRuns: 100, coverageFloor: 2 },
  pr: { name: 'pr', numRuns: 200, timeLimitMs: 20_000, killRuns: 200, coverageFloor: 5 },
  nightly: { name: 'nightly', numRuns: 5_000, timeLimitMs: 300_000, killRuns: 1_000, coverageFloor: 50 },
  fuzz: { name: 'fuzz', numRuns: 1_000_000, timeLimitMs: 3_600_000, killRuns: 1_000, coverageFloor: 100 },
};
