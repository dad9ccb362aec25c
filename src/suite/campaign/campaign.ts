import fc from 'fast-check';
import { scenario } from '../../../generators/index.js';
import type { Implementation } from '../../harness/isolation/source-of.js';
import type { FindingCounts } from '../../harness/judge/index.js';
import { emptyFigures, type CampaignExample, type CampaignFigures } from './figures.js';
import { runSchedule } from './run-schedule.js';
import { campaignSchedule } from './schedule.js';
import { tally } from './tally.js';

export interface CampaignOptions {
  readonly adapter: Implementation;
  /** Everything generated derives from it: the same seed replays the same campaign. */
  readonly seed: number;
  readonly schedules: number;
  readonly pool: number;
  readonly onProgress?: (done: number, total: number) => void;
}

/** The campaign's result: what ran, the figures, and the verdict on the must-be-zero ones. */
export interface CampaignReport {
  readonly adapter: string;
  readonly seed: number;
  readonly pool: number;
  readonly wallMs: number;
  readonly figures: CampaignFigures;
  /** The judge's findings by code: every one must be 0 for the campaign to pass. */
  readonly mustBeZero: FindingCounts;
  readonly passed: boolean;
  readonly examples: readonly CampaignExample[];
}

/**
 * Generates `schedules` fault schedules from the seed (faults, mutations, lies; single requests and
 * concurrent batches) over a pool of base scenarios, runs them on fresh systems of the adapter and counts.
 */
export async function runCampaign(options: CampaignOptions): Promise<CampaignReport> {
  if (!Number.isSafeInteger(options.seed))
    throw new Error(`runCampaign: seed must be a safe integer, got ${options.seed}`);
  if (options.schedules < 1 || options.pool < 1)
    throw new Error('runCampaign: schedules and pool must each be at least 1');
  const started = performance.now();
  const pool = fc.sample(scenario(), { seed: options.seed, numRuns: options.pool });
  // A second stream, so schedule draws do not echo the pool's draws.
  const schedules = fc.sample(campaignSchedule(options.pool), { seed: options.seed + 1, numRuns: options.schedules });
  const figures = emptyFigures();
  const examples: CampaignExample[] = [];
  for (const [index, schedule] of schedules.entries()) {
    tally(figures, examples, await runSchedule(options.adapter, pool, schedule, index), index);
    options.onProgress?.(index + 1, schedules.length);
  }
  const mustBeZero = figures.findings;
  return {
    adapter: options.adapter.name,
    seed: options.seed,
    pool: options.pool,
    wallMs: Math.round(performance.now() - started),
    figures,
    mustBeZero,
    passed: Object.values(mustBeZero).every((n) => n === 0),
    examples,
  };
}
