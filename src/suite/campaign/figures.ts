import type { Lie } from '../../harness/lies/index.js';
import type { RejectionStage } from '../../reference/model/index.js';

/** Figures that must stay 0 for a sound gate; any other value fails the campaign. */
export const MUST_BE_ZERO = [
  'leakedReservations',
  'doubleSettlements',
  'dispatchesAfterRejection',
  'acceptedLies',
  'oracleDisagreements',
  'uncaughtThrows',
  'hung',
] as const;
export type MustBeZero = (typeof MUST_BE_ZERO)[number];

/** What a campaign counted: volume, outcomes by cause, and the must-be-zero figures. */
export interface CampaignFigures extends Record<MustBeZero, number> {
  schedules: number;
  requests: number;
  concurrentBatches: number;
  liesInstalled: number;
  rejections: Record<RejectionStage, number>;
  providerFailures: number;
  dispatched: number;
}

/** One request that moved a must-be-zero figure, with what replays it (seed and profile, then these indexes). */
export interface CampaignExample {
  readonly schedule: number;
  readonly request: number;
  readonly requestId: string;
  readonly figure: MustBeZero;
  readonly message: string;
  readonly lie: Lie | null;
}

/** All figures at zero, for a campaign about to start. */
export const emptyFigures = (): CampaignFigures => ({
  schedules: 0,
  requests: 0,
  concurrentBatches: 0,
  liesInstalled: 0,
  rejections: { early: 0, final: 0, capacity: 0, preparation: 0 },
  providerFailures: 0,
  dispatched: 0,
  leakedReservations: 0,
  doubleSettlements: 0,
  dispatchesAfterRejection: 0,
  acceptedLies: 0,
  oracleDisagreements: 0,
  uncaughtThrows: 0,
  hung: 0,
});
