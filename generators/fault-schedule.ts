import fc from 'fast-check';
import type { FaultSchedule } from '../src/harness/scenario.js';
import { HOOK_STAGES, type HookStage } from '../src/reference/pipeline/hooks.js';
import { rarely, shrinkAcross } from './_internals/pick.js';

const stage = fc.constantFrom(...HOOK_STAGES);
const FAULT_KEYS = ['throwAt', 'rejectAt', 'hangAt', 'abortAt', 'freezeAt'] as const;

/**
 * Faults around the request: mostly none at any stage (so most cases exercise mutations); otherwise a
 * failing provider alone (reachable only when preparation passes), one stage fault, or several.
 * `providerFails` is always present.
 */
export function faultSchedule(): fc.Arbitrary<FaultSchedule> {
  const none = fc.constant(null).map((): FaultSchedule => ({ providerFails: false }));
  const providerOnly = fc.constant(null).map((): FaultSchedule => ({ providerFails: true }));
  const single = fc
    .tuple(fc.constantFrom(...FAULT_KEYS), stage)
    .map(([key, at]): FaultSchedule => ({ [key]: at, providerFails: false }));
  const several = fc.record(
    { throwAt: stage, rejectAt: stage, hangAt: stage, abortAt: stage, freezeAt: stage, providerFails: rarely(2) },
    { requiredKeys: ['providerFails'], noNullPrototype: true },
  );
  return fc.oneof(
    shrinkAcross,
    { weight: 7, arbitrary: none },
    { weight: 2, arbitrary: providerOnly },
    { weight: 2, arbitrary: single },
    { weight: 1, arbitrary: several },
  );
}

/**
 * Half the time no fault, otherwise one step at `at` that throws, rejects, hangs, aborts the run or freezes the request, alone:
 * in `faultSchedule()` such a lone failure is rare and an earlier rejection usually masks it.
 */
export function loneStepFault(at: HookStage): fc.Arbitrary<FaultSchedule> {
  const none = fc.constant(null).map((): FaultSchedule => ({ providerFails: false }));
  const lone = fc.constantFrom(...FAULT_KEYS).map((key): FaultSchedule => ({ [key]: at, providerFails: false }));
  return fc.oneof(shrinkAcross, none, lone);
}
