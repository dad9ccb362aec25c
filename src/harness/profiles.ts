/** Run budgets, for `run`, `kill-matrix` and `campaign` alike: `ci` keeps `npm test` quick, `pr` is the gate, `nightly` and `fuzz` search longer. */
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
  /** Campaign: fault schedules to run, each one request or one concurrent batch of 2–6. */
  readonly campaignSchedules: number;
  /** Campaign: distinct generated base scenarios (facts, identity, messages) the schedules draw from. */
  readonly campaignPool: number;
}

export const PROFILE_NAMES = ['ci', 'pr', 'nightly', 'fuzz'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export const PROFILES: Record<ProfileName, Profile> = {
  ci: {
    name: 'ci',
    numRuns: 60,
    timeLimitMs: undefined,
    killRuns: 100,
    coverageFloor: 2,
    campaignSchedules: 200,
    campaignPool: 20,
  },
  pr: {
    name: 'pr',
    numRuns: 200,
    timeLimitMs: 20_000,
    killRuns: 200,
    coverageFloor: 5,
    campaignSchedules: 500,
    campaignPool: 40,
  },
  nightly: {
    name: 'nightly',
    numRuns: 5_000,
    timeLimitMs: 300_000,
    killRuns: 1_000,
    coverageFloor: 50,
    campaignSchedules: 10_000,
    campaignPool: 300,
  },
  fuzz: {
    name: 'fuzz',
    numRuns: 1_000_000,
    timeLimitMs: 3_600_000,
    killRuns: 1_000,
    coverageFloor: 100,
    campaignSchedules: 100_000,
    campaignPool: 1_000,
  },
};
