/** Campaign budgets: `pr` gates a pull request in seconds; `nightly` searches long. */
export interface CampaignProfile {
  readonly name: CampaignProfileName;
  /** Fault schedules to run: each one request or one concurrent batch of 2–6. */
  readonly schedules: number;
  /** Distinct generated base scenarios (facts, identity, messages) the schedules draw from. */
  readonly pool: number;
}

/** Profile names, as `--profile` takes them. */
export const CAMPAIGN_PROFILE_NAMES = ['pr', 'nightly'] as const;
export type CampaignProfileName = (typeof CAMPAIGN_PROFILE_NAMES)[number];

/** Budgets by name: pr runs in seconds, nightly runs at least 10,000 schedules. */
export const CAMPAIGN_PROFILES: Record<CampaignProfileName, CampaignProfile> = {
  pr: { name: 'pr', schedules: 500, pool: 40 },
  nightly: { name: 'nightly', schedules: 10_000, pool: 300 },
};
