import { lyingScenario } from '../generators/lie.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import {
  CHECKED_STAGES,
  FINAL_CHECKED_STAGES,
  HONEST_DATA_KINDS,
  JSON_BLIND_KINDS,
  JSON_VALUED_KINDS,
  REAL_LIE_KINDS,
  SUMMARY_LIE_KINDS,
  checkLyingScenario,
  type ScenarioWithLie,
} from '../src/harness/lies/index.js';
import { defineProperty, throwFirst } from '../src/harness/property.js';

/** Runs the lying scenario within the hang bound; the judge's first finding, if any, is the violation. */
async function expectGateHeld(system: SystemUnderTest, s: ScenarioWithLie): Promise<void> {
  throwFirst((await checkLyingScenario(system, s)).findings);
}

export const liesFailClosed = defineProperty({
  id: 'lies.fail-closed',
  area: 'parity',
  rule: 'A34-SPEC §7: descriptors may also lie; a reference that meets one fails closed, with a clear reason, and never hangs',
  title:
    'every lie a check meets is rejected there with a typed difference at or above it, within 2 s, never thrown, never accepted, owner facts unchanged',
  // Identity-only ordinary mutations keep the lie the deciding change; the campaign mixes in the rest.
  arbitrary: lyingScenario({ kinds: REAL_LIE_KINDS, stages: CHECKED_STAGES, mutationKinds: ['identity'] }),
  check: expectGateHeld,
  kills: [
    'json-stringify-compare',
    'trusts-getters',
    'no-proxy-check',
    'unreadable-at-root',
    'field-is-last-key',
    'unreadable-as-null',
    'lie-expected-whole-tool',
  ],
});

export const jsonBlindLiesRejected = defineProperty({
  id: 'lies.json-blind-rejected',
  area: 'parity',
  rule: 'A34-SPEC §7: a toJSON method, getters, symbol-keyed properties, non-JSON values (NaN, -0, undefined, functions)',
  title:
    'a lie that JSON, structuredClone or an assigning copy cannot tell from the honest value is still rejected by the final check',
  arbitrary: lyingScenario({
    kinds: JSON_BLIND_KINDS,
    stages: FINAL_CHECKED_STAGES,
    mutationKinds: ['identity'],
    faults: false,
  }),
  check: expectGateHeld,
  kills: ['json-stringify-compare', 'trusts-getters', 'no-proxy-check', 'lenient-numbers', 'assigns-keys'],
});

export const honestDataLiesRejected = defineProperty({
  id: 'lies.honest-data-rejected',
  area: 'parity',
  rule: 'A34-SPEC §7: a Proxy, a toJSON method, inherited or symbol-keyed properties, -0: a lie fails closed even where every value it shows is honest',
  title:
    'a lie that leaves every own enumerable value honest (a deep equal finds the list equal to the baseline) is still rejected by the final check',
  // Only such variants, so each case is one a fast path over own data would wave through.
  arbitrary: lyingScenario({
    kinds: HONEST_DATA_KINDS,
    honestData: true,
    stages: FINAL_CHECKED_STAGES,
    mutationKinds: ['identity'],
    faults: false,
  }),
  check: expectGateHeld,
  kills: ['own-data-fast-path', 'no-proxy-check'],
});

/** JSON-valued lies that are changes, not honest look-alikes: the shared node is accepted by its own property. */
const CHANGED_SHAPE_KINDS = JSON_VALUED_KINDS.filter((kind) => kind !== 'shared-reference');

export const changedShapesRejectedInPlace = defineProperty({
  id: 'lies.shapes-rejected-in-place',
  area: 'parity',
  rule: 'A34-SPEC §5, §7: any change is rejected with its first difference, and a reference that meets a hostile shape never hangs',
  title:
    'an added __proto__ or constructor key, a 10 MB enum or a property nested 1,000 to 100,000 levels deep is rejected in its tool, on its branch, never by a crash that names the whole list',
  arbitrary: lyingScenario({
    kinds: CHANGED_SHAPE_KINDS,
    stages: CHECKED_STAGES,
    mutationKinds: ['identity'],
    faults: false,
  }),
  check: expectGateHeld,
  kills: ['unreadable-at-root', 'assigns-keys'],
});

export const summaryLiesFailClosed = defineProperty({
  id: 'lies.summary-fail-closed',
  area: 'parity',
  rule: "A34-SPEC §4, §7: the Entry summary is held to the tool list's rule, and a lie in it fails closed like one in the list",
  title:
    'a lie on the Entry summary (its slot, the list or a line) is rejected at the check that meets it, with a difference in the summary at or above the lie',
  arbitrary: lyingScenario({
    kinds: SUMMARY_LIE_KINDS,
    stages: CHECKED_STAGES,
    on: ['summary'],
    mutationKinds: ['identity'],
    faults: false,
  }),
  check: expectGateHeld,
  kills: ['summary-read-as-json', 'summary-path-unrooted', 'summary-unchecked'],
});

export const sharedReferencesAccepted = defineProperty({
  id: 'lies.shared-references-accepted',
  area: 'parity',
  rule: 'A34-SPEC §5, §7: only lies fail closed; an acyclic shared object is an honest JSON value',
  title: 'two tools or schema nodes sharing one equal object are accepted and dispatched exactly as checked',
  arbitrary: lyingScenario({ kinds: ['shared-reference'], mutationKinds: ['identity'], faults: false }),
  check: expectGateHeld,
  kills: ['visited-set-cycles'],
});

export const liesAfterFinalNeverDispatched = defineProperty({
  id: 'lies.after-final-never-dispatched',
  area: 'parity',
  rule: 'A34-SPEC §5, §7: wire encoding of exactly the snapshot that passed',
  title:
    'a lie installed after the final check, in the tool list or the Entry summary, never reaches the provider: it receives exactly the checked surface and lines',
  arbitrary: lyingScenario({
    stages: ['after_final_check'],
    on: ['tools', 'summary'],
    mutationKinds: ['identity'],
    faults: false,
  }),
  check: expectGateHeld,
  kills: ['rereads-at-dispatch', 'json-stringify-compare', 'summary-reread-at-dispatch'],
});
