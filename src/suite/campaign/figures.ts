import { countFindings, type Finding, type FindingCounts } from '../../harness/judge/index.js';
import type { Lie } from '../../harness/lies/index.js';
import { REJECTION_STAGES, type RejectionStage } from '../../reference/model/index.js';

/** What a campaign counted: volume, outcomes by cause, and the judge's findings by code (every one must be 0). */
export interface CampaignFigures {
  schedules: number;
  requests: number;
  concurrentBatches: number;
  liesInstalled: number;
  rejections: Record<RejectionStage, number>;
  providerFailures: number;
  dispatched: number;
  /** The must-be-zero figures: how many findings of each code the judge returned. */
  findings: FindingCounts;
}

/** One request the judge found something against, with what replays it (seed and profile, then these indexes). */
export interface CampaignExample {
  readonly schedule: number;
  readonly request: number;
  readonly requestId: string;
  readonly finding: Finding;
  readonly lie: Lie | null;
}

/** All figures at zero, for a campaign about to start. */
export const emptyFigures = (): CampaignFigures => ({
  schedules: 0,
  requests: 0,
  concurrentBatches: 0,
  liesInstalled: 0,
  rejections: Object.fromEntries(REJECTION_STAGES.map((stage) => [stage, 0])) as Record<RejectionStage, number>,
  providerFailures: 0,
  dispatched: 0,
  findings: countFindings([]),
});
