import { hostVetoIgnored, webOffHidesMarket } from './admission-owners.js';
import { baselineAfterHooks } from './baseline-after-hooks.js';
import { capacityTruncation } from './capacity-truncation.js';
import {
  caseInsensitiveNames,
  dedupeBeforeCheck,
  namesOnly,
  normalizedDescriptions,
  setCompare,
  trimmedDescriptions,
} from './careless-comparison.js';
import { ignoresDescriptions, ignoresNestedSchema, ignoresOrder } from './comparison.js';
import { diagnosticLive, diagnosticRecovery, diagnosticRevalidation } from './diagnostics.js';
import type { FaultVariant } from './fault-variant.js';
import { jsonStringifyCompare } from './json-stringify-compare.js';
import { earlyOnly, finalOnly, finalOnlyWithHooks } from './parity-gaps.js';
import { cacheTooCoarse } from './projection-cache.js';
import { readbackByHook } from './readback-by-hook.js';
import { rejectWithoutSettling } from './reject-without-settling.js';
import { rereadsAtDispatch } from './rereads-at-dispatch.js';
import { sealAsExpectation } from './seal-as-expectation.js';
import { childClosesMain, dropsPublishable, settlesTwice, writesOwnReceipt } from './settlement-slips.js';
import { shallowBaseline } from './shallow-baseline.js';
import { hostRouteAvailability, skillWhitelist } from './skill-ceiling.js';
import { oneToolPerRoute, sharedBaselineSlot, unboundGatewayFacts } from './identity-slips.js';
import { entryClaimsOutcome, registryOrder, sharedProjection } from './projection-slips.js';
import { registryUpdatedInPlace } from './registry-in-place.js';
import { budgetHidesRead, narrowingIgnored, windowKeepsRead } from './owner-slips.js';
import { LIE_FAULTS } from './lie-faults.js';

export type { FaultVariant } from './fault-variant.js';

/** Every faulty variant: the historic faults of A34-SPEC §8 in order, then careless slips. */
export const FAULTS: readonly FaultVariant[] = Object.freeze([
  finalOnlyWithHooks,
  sealAsExpectation,
  shallowBaseline,
  rejectWithoutSettling,
  skillWhitelist,
  hostRouteAvailability,
  diagnosticLive,
  diagnosticRecovery,
  diagnosticRevalidation,
  readbackByHook,
  capacityTruncation,
  webOffHidesMarket,
  hostVetoIgnored,
  earlyOnly,
  finalOnly,
  ignoresOrder,
  ignoresDescriptions,
  ignoresNestedSchema,
  namesOnly,
  setCompare,
  trimmedDescriptions,
  normalizedDescriptions,
  caseInsensitiveNames,
  baselineAfterHooks,
  dedupeBeforeCheck,
  settlesTwice,
  childClosesMain,
  dropsPublishable,
  cacheTooCoarse,
  jsonStringifyCompare,
  rereadsAtDispatch,
  writesOwnReceipt,
  registryOrder,
  sharedProjection,
  entryClaimsOutcome,
  unboundGatewayFacts,
  sharedBaselineSlot,
  oneToolPerRoute,
  registryUpdatedInPlace,
  budgetHidesRead,
  windowKeepsRead,
  narrowingIgnored,
  ...LIE_FAULTS,
]);

/** The fault with this id; throws naming the known ids, so a typo in a `kills` list fails at once. */
export function faultById(id: string): FaultVariant {
  const fault = FAULTS.find((f) => f.id === id);
  if (fault === undefined)
    throw new Error(`faultById: no fault ${JSON.stringify(id)}; known: ${FAULTS.map((f) => f.id).join(', ')}`);
  return fault;
}
