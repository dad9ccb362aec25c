import fc from 'fast-check';
import { faultSchedule, mutation } from '../../../generators/index.js';
import { lie } from '../../../generators/lie.js';
import { notAfter, type Lie } from '../../harness/lies/index.js';
import type { FaultSchedule, Mutation } from '../../harness/scenario.js';
import { HOOK_STAGES } from '../../reference/pipeline/hooks.js';

/** One request of a schedule: a base scenario from the pool, its own hooks, faults and maybe a lie. */
export interface CampaignRequest {
  readonly base: number;
  readonly mutations: readonly Mutation[];
  readonly faults: FaultSchedule;
  readonly lie: Lie | null;
}

/** One fault schedule: a single request, or a concurrent batch on one system interleaved by a seeded schedule. */
export interface CampaignSchedule {
  readonly requests: readonly CampaignRequest[];
  readonly interleaving: number;
}

const stage = fc.constantFrom(...HOOK_STAGES);

/** Exactly one fault: a throwing hook, a rejected preparation step, a hang, an abort, a frozen request, or a failing provider. */
const oneFault: fc.Arbitrary<FaultSchedule> = fc.oneof(
  stage.map((at): FaultSchedule => ({ throwAt: at, providerFails: false })),
  stage.map((at): FaultSchedule => ({ rejectAt: at, providerFails: false })),
  stage.map((at): FaultSchedule => ({ hangAt: at, providerFails: false })),
  stage.map((at): FaultSchedule => ({ abortAt: at, providerFails: false })),
  stage.map((at): FaultSchedule => ({ freezeAt: at, providerFails: false })),
  fc.constant<FaultSchedule>({ providerFails: true }),
);

/** Faults weighted towards exactly one, with the generators' own mix (none, several) for the rest. */
export const campaignFaults = (): fc.Arbitrary<FaultSchedule> =>
  fc.oneof({ weight: 2, arbitrary: oneFault }, { weight: 1, arbitrary: faultSchedule() });

/** A request: 0–2 mutations (never after its lie), faults, and a lie half of the time. */
export function campaignRequest(poolSize: number): fc.Arbitrary<CampaignRequest> {
  return fc
    .record({
      base: fc.nat({ max: Math.max(0, poolSize - 1) }),
      mutations: fc.array(mutation(), { maxLength: 2 }),
      faults: campaignFaults(),
      lie: fc.option(lie(), { nil: null, freq: 2 }),
    })
    .map((r) => ({
      ...r,
      mutations: r.lie === null ? r.mutations : r.mutations.map((m) => notAfter(m, r.lie as Lie)),
    }));
}

/** Half single requests, half concurrent batches of 2–6 requests. */
export function campaignSchedule(poolSize: number): fc.Arbitrary<CampaignSchedule> {
  const request = campaignRequest(poolSize);
  const requests = fc.oneof(
    fc.array(request, { minLength: 1, maxLength: 1 }),
    fc.array(request, { minLength: 2, maxLength: 6 }),
  );
  return fc.record({ requests, interleaving: fc.integer() });
}
