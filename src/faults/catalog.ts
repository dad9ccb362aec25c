import { assignsKeys } from './assigns-keys.js';
import { bareObjectRefused } from './bare-object-refused.js';
import { lieExpectedWholeTool } from './lie-expected-whole-tool.js';
import { nullSummaryAsEmpty } from './null-summary-as-empty.js';
import { readbackNeedsGrant } from './readback-needs-grant.js';
import { baselineAfterHooks } from './baseline-after-hooks.js';
import { budgetHidesRead } from './budget-hides-read.js';
import { cacheTooCoarse } from './cache-too-coarse.js';
import { capacityTruncation } from './capacity-truncation.js';
import { caseInsensitiveNames } from './case-insensitive-names.js';
import { childClosesMain } from './child-closes-main.js';
import { dispatchUnderParent } from './dispatch-under-parent.js';
import { differenceSwapped } from './difference-swapped.js';
import { dedupeBeforeCheck } from './dedupe-before-check.js';
import { diagnosticLive } from './diagnostic-live.js';
import { diagnosticRecovery } from './diagnostic-recovery.js';
import { diagnosticRevalidation } from './diagnostic-revalidation.js';
import { dispatchRecordedTwice } from './dispatch-recorded-twice.js';
import { dropsPublishable } from './drops-publishable.js';
import { earlyOnly } from './early-only.js';
import { entryClaimsOutcome } from './entry-claims-outcome.js';
import { entryListsRegistry } from './entry-lists-registry.js';
import { entryNamesTool } from './entry-names-tool.js';
import { summaryEarlyOnly } from './summary-early-only.js';
import { summaryLineOneBased } from './summary-line-one-based.js';
import { fieldIsLastKey } from './field-is-last-key.js';
import { summaryNotSent } from './summary-not-sent.js';
import { summaryPathUnrooted } from './summary-path-unrooted.js';
import { summaryReadAsJson } from './summary-read-as-json.js';
import { summaryRereadAtDispatch } from './summary-reread-at-dispatch.js';
import { summaryUnchecked } from './summary-unchecked.js';
import { finalOnly } from './final-only.js';
import { guardBaselineByReference } from './guard-baseline-by-reference.js';
import { guardForwardsBeforeCheck } from './guard-forwards-before-check.js';
import { guardNamesOnly } from './guard-names-only.js';
import { guardPropertiesWildcard } from './guard-properties-wildcard.js';
import { guardSettlesTwice } from './guard-settles-twice.js';
import { finalOnlyWithHooks } from './final-only-with-hooks.js';
import { hostRouteAvailability } from './host-route-availability.js';
import { hostVetoIgnored } from './host-veto-ignored.js';
import { insertionOrderDifference } from './insertion-order-difference.js';
import { ignoresDescriptions } from './ignores-descriptions.js';
import { ignoresNestedSchema } from './ignores-nested-schema.js';
import { ignoresOrder } from './ignores-order.js';
import { jsonStringifyCompare } from './json-stringify-compare.js';
import { lenientNumbers } from './lenient-numbers.js';
import { namesOnly } from './names-only.js';
import { narrowingIgnored } from './narrowing-ignored.js';
import { noProxyCheck } from './no-proxy-check.js';
import { normalizedDescriptions } from './normalized-descriptions.js';
import { oneToolPerRoute } from './one-tool-per-route.js';
import { providerCalledTwice } from './provider-called-twice.js';
import { providerFailureUnreported } from './provider-failure-unreported.js';
import { readbackByHook } from './readback-by-hook.js';
import { reasonlessDifference } from './reasonless-difference.js';
import { keysOnlyEqual } from './keys-only-equal.js';
import { ownDataFastPathFault } from './own-data-fast-path.js';
import { prefixArrayEqual } from './prefix-array-equal.js';
import { unreadableAsNull } from './unreadable-as-null.js';
import { registryOrder } from './registry-order.js';
import { registryUpdatedInPlace } from './registry-updated-in-place.js';
import { rejectWithoutSettling } from './reject-without-settling.js';
import { requestSharesRegistry } from './request-shares-registry.js';
import { rereadsAtDispatch } from './rereads-at-dispatch.js';
import { sealAsExpectation } from './seal-as-expectation.js';
import { sealNamesFirstRequest } from './seal-names-first-request.js';
import { setCompare } from './set-compare.js';
import { settlesTwice } from './settles-twice.js';
import { settlesWithoutParent } from './settles-without-parent.js';
import { shallowBaseline } from './shallow-baseline.js';
import { sharedBaselineSlot } from './shared-baseline-slot.js';
import { sharedProjection } from './shared-projection.js';
import { skillWhitelist } from './skill-whitelist.js';
import { trimmedDescriptions } from './trimmed-descriptions.js';
import { trustsGetters } from './trusts-getters.js';
import { unboundGatewayFacts } from './unbound-gateway-facts.js';
import { unreadableAtRoot } from './unreadable-at-root.js';
import { visitedSetCycles } from './visited-set-cycles.js';
import { warmCacheSkipsFinal } from './warm-cache-skips-final.js';
import { webOffHidesMarket } from './web-off-hides-market.js';
import { windowKeepsRead } from './window-keeps-read.js';
import { writesOwnReceipt } from './writes-own-receipt.js';
import { wrongRejectionPhase } from './wrong-rejection-phase.js';
import { separatorFoldedNames } from './separator-folded-names.js';
import { normalizedNames } from './normalized-names.js';
import { looseEqualScalars } from './loose-equal-scalars.js';
import { integerAsNumber } from './integer-as-number.js';
import { caseInsensitiveDescriptions } from './case-insensitive-descriptions.js';
import { utf8Descriptions } from './utf8-descriptions.js';
import { earlyOnlyWithHooks } from './early-only-with-hooks.js';
import { diagnosticGrants } from './diagnostic-grants.js';
import { revalidationNotAwaited } from './revalidation-not-awaited.js';
import type { FaultVariant } from './_internals/define-fault.js';

export type { FaultVariant } from './_internals/define-fault.js';

/** Lie-specific faulty variants (A34-SPEC §7), each the reference with its final parity swapped. */
export const LIE_FAULTS: readonly FaultVariant[] = Object.freeze([
  trustsGetters,
  noProxyCheck,
  lenientNumbers,
  assignsKeys,
  visitedSetCycles,
]);

/** Faulty guards (a34-verify/guard) in the guard-backed pipeline, each the production guard with one step swapped. */
export const GUARD_FAULTS: readonly FaultVariant[] = Object.freeze([
  guardNamesOnly,
  guardBaselineByReference,
  guardForwardsBeforeCheck,
  guardSettlesTwice,
  guardPropertiesWildcard,
]);

/** Every faulty variant, one file each named after its id: the historic faults of A34-SPEC §8 in order, then careless slips, then lie faults, then faulty guards. */
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
  settlesWithoutParent,
  dispatchUnderParent,
  sealNamesFirstRequest,
  warmCacheSkipsFinal,
  dropsPublishable,
  cacheTooCoarse,
  jsonStringifyCompare,
  rereadsAtDispatch,
  writesOwnReceipt,
  registryOrder,
  sharedProjection,
  entryClaimsOutcome,
  summaryUnchecked,
  summaryEarlyOnly,
  summaryNotSent,
  summaryRereadAtDispatch,
  summaryLineOneBased,
  summaryReadAsJson,
  summaryPathUnrooted,
  fieldIsLastKey,
  unboundGatewayFacts,
  sharedBaselineSlot,
  oneToolPerRoute,
  registryUpdatedInPlace,
  budgetHidesRead,
  windowKeepsRead,
  narrowingIgnored,
  wrongRejectionPhase,
  dispatchRecordedTwice,
  providerCalledTwice,
  providerFailureUnreported,
  requestSharesRegistry,
  differenceSwapped,
  insertionOrderDifference,
  unreadableAtRoot,
  unreadableAsNull,
  reasonlessDifference,
  entryNamesTool,
  entryListsRegistry,
  keysOnlyEqual,
  prefixArrayEqual,
  ownDataFastPathFault,
  lieExpectedWholeTool,
  nullSummaryAsEmpty,
  readbackNeedsGrant,
  bareObjectRefused,
  separatorFoldedNames,
  normalizedNames,
  looseEqualScalars,
  integerAsNumber,
  caseInsensitiveDescriptions,
  utf8Descriptions,
  earlyOnlyWithHooks,
  diagnosticGrants,
  revalidationNotAwaited,
  ...LIE_FAULTS,
  ...GUARD_FAULTS,
]);

/** The fault with this id; throws naming the known ids, so a typo in a `kills` list fails at once. */
export function faultById(id: string): FaultVariant {
  const fault = FAULTS.find((f) => f.id === id);
  if (fault === undefined)
    throw new Error(`faultById: no fault ${JSON.stringify(id)}; known: ${FAULTS.map((f) => f.id).join(', ')}`);
  return fault;
}

/** The adapter of the fault with this id: the entry a worker calls to host a catalog fault by name. */
export const faultAdapter = (id: string): FaultVariant['adapter'] => faultById(id).adapter;
