import { loneStepFault } from '../generators/fault-schedule.js';
import { scenario } from '../generators/index.js';
import { turnOfRequests } from '../generators/scenario.js';
import type { Scenario } from '../src/harness/scenario.js';
import { expectContractOutcome } from './_support/outcome.js';
import { HOOK_STAGES } from '../src/reference/pipeline/hooks.js';
import { defineProperty } from '../src/harness/property.js';
import { checkContractOutcome } from './_support/outcome.js';
import { LATER_STAGES, NON_IDENTITY, scenarioAt, textScenario } from './_support/scenarios.js';

export const outcomeMatchesContract = defineProperty({
  id: 'parity.outcome-matches-contract',
  area: 'parity',
  rule: 'A34-SPEC §5',
  title:
    'for any facts, mutations and faults the request is rejected where the contract says, or dispatched exactly as checked',
  arbitrary: scenario(),
  check: checkContractOutcome,
  kills: ['names-only', 'ignores-descriptions', 'ignores-nested-schema', 'set-compare'],
});

export const extensionRejectedEarly = defineProperty({
  id: 'parity.extension-rejected-early',
  area: 'parity',
  rule: 'A34-SPEC §5 early parity',
  title: 'every non-identity change at the extension stage is rejected by early parity, before owners narrow',
  arbitrary: scenarioAt(['extension'], { kinds: NON_IDENTITY }),
  check: checkContractOutcome,
  kills: ['final-only', 'baseline-after-hooks'],
});

export const laterRejectedFinal = defineProperty({
  id: 'parity.later-rejected-final',
  area: 'parity',
  rule: 'A34-SPEC §5 final parity',
  title: 'every non-identity change by a hook after early parity is rejected by final parity',
  arbitrary: scenarioAt(LATER_STAGES, { kinds: NON_IDENTITY }),
  check: checkContractOutcome,
  kills: [
    'early-only',
    'ignores-order',
    'dedupe-before-check',
    'readback-by-hook',
    'shallow-baseline',
    'guard-names-only',
    'guard-baseline-by-reference',
    'guard-properties-wildcard',
    'guard-forwards-before-check',
  ],
});

export const finalWithoutHooks = defineProperty({
  id: 'parity.final-without-hooks',
  area: 'parity',
  rule: 'A34-SPEC §5: final parity is unconditional, it runs with no hooks too',
  title: 'a change made by a later assembly step, with no hook installed, is rejected by final parity',
  arbitrary: scenarioAt(LATER_STAGES, { kinds: NON_IDENTITY, via: 'assembly' }),
  check: checkContractOutcome,
  kills: ['final-only-with-hooks'],
});

export const extensionWithoutHooks = defineProperty({
  id: 'parity.extension-without-hooks',
  area: 'parity',
  rule: 'A34-SPEC §5: early parity compares the request after extension, whoever changed it',
  title:
    'a change made at extension by the runtime’s own assembly step, with no hook installed, is rejected by early parity',
  arbitrary: scenarioAt(['extension'], { kinds: NON_IDENTITY, via: 'assembly' }),
  check: checkContractOutcome,
  kills: ['early-only-with-hooks'],
});

export const sealedChangeRejected = defineProperty({
  id: 'parity.sealed-change-rejected',
  area: 'seal-entry-capacity',
  rule: 'A34-SPEC §1: a seal of the request is never its expectation',
  title: 'a change made before the request is sealed is still rejected by final parity',
  arbitrary: scenarioAt(['async_preparation', 'context_fitting'], { kinds: NON_IDENTITY }),
  check: checkContractOutcome,
  kills: ['seal-as-expectation'],
});

export const afterFinalNeverDispatched = defineProperty({
  id: 'parity.after-final-never-dispatched',
  area: 'parity',
  rule: 'A34-SPEC §5: wire encoding of exactly the snapshot that passed; §6: a failed preparation is rejected',
  title:
    'a change made after the final check never reaches the provider; a step failing there (or aborting the run) rejects the request',
  arbitrary: scenarioAt(['after_final_check'], { faults: loneStepFault('after_final_check') }),
  check: checkContractOutcome,
  kills: ['rereads-at-dispatch'],
});

export const noFalsePositives = defineProperty({
  id: 'parity.no-false-positives',
  area: 'parity',
  rule: 'A34-SPEC §5 legitimate changes',
  title: 'identity rewrites, key reordering, compression, owner narrowing and wire encoding are all accepted',
  arbitrary: scenarioAt(HOOK_STAGES, { kinds: ['identity'] }),
  check: checkContractOutcome,
  kills: ['json-stringify-compare', 'narrowing-ignored', 'revalidation-not-awaited'],
});

export const describeExact = defineProperty({
  id: 'parity.text-exact',
  area: 'parity',
  rule: 'A34-SPEC §5: complete descriptions and names, to the last code unit',
  title:
    'whitespace, Unicode normalization, case, separator, ill-formed and one-character changes to names and descriptions are all rejected',
  arbitrary: textScenario(),
  check: checkContractOutcome,
  kills: [
    'normalized-descriptions',
    'trimmed-descriptions',
    'case-insensitive-names',
    'separator-folded-names',
    'normalized-names',
    'case-insensitive-descriptions',
    'utf8-descriptions',
  ],
});

export const longLivedSystem = defineProperty({
  id: 'parity.long-lived-system',
  area: 'parity',
  rule: 'A34-SPEC §5 on every request, the tenth on an instance as the first',
  title: 'twelve to twenty requests of one turn on one system instance each get the contract outcome',
  // One turn's facts, many requests: a cache that grows or warms up on an instance is reached, as in production.
  arbitrary: turnOfRequests(12, 20).map((drawn): Scenario[] =>
    drawn.map((s, i) => ({ ...s, identity: { ...s.identity, requestId: `${s.identity.requestId}-${i}` } })),
  ),
  async check(system, scenarios) {
    for (const s of scenarios) await expectContractOutcome(system, s);
  },
  kills: ['warm-cache-skips-final'],
});
