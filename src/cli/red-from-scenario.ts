import { isDeepStrictEqual } from 'node:util';
import { etfResearchFacts } from '../harness/fixtures/etf-facts.js';
import type { ExpectedOutcome } from '../harness/oracle.js';
import type { Scenario } from '../harness/scenario.js';
import type { AdmissionFacts, RejectionStage } from '../reference/model/index.js';
import type { CorpusEntry } from '../suite/corpus/corpus-entry.js';
import type { RedCase, RedVerdict } from '../suite/red/red-case.js';

const VERDICT: Record<RejectionStage, RedVerdict> = {
  early: 'rejected-early',
  final: 'rejected-final',
  capacity: 'capacity-failure',
  preparation: 'rejected-preparation',
};

/** The RED verdict for a contract expectation; a provider failure has none (RED cases never inject one). */
export const redVerdict = (expected: ExpectedOutcome): RedVerdict | undefined =>
  expected.outcome === 'rejected'
    ? VERDICT[expected.stage]
    : expected.outcome === 'dispatched'
      ? 'accepted'
      : undefined;

/** Only the top-level facts that differ from the ETF base, so the case file shows what the counterexample changed. */
function factsPatch(facts: AdmissionFacts): Partial<AdmissionFacts> {
  const base = etfResearchFacts();
  const keys = Object.keys(facts) as (keyof AdmissionFacts)[];
  return Object.fromEntries(keys.filter((k) => !isDeepStrictEqual(facts[k], base[k])).map((k) => [k, facts[k]]));
}

/** What a RED case records about where it came from. */
export interface RedOrigin {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

/** A request RED case equivalent to a scenario, expecting the verdict the contract oracle gives it (unvalidated). */
export function redCaseFromScenario(
  scenario: Scenario,
  expected: ExpectedOutcome,
  verdict: RedVerdict,
  origin: RedOrigin,
): RedCase {
  const patch = factsPatch(scenario.facts);
  return {
    id: origin.id,
    title: origin.title,
    source: origin.source,
    kind: 'request',
    base: 'etf-research',
    ...(Object.keys(patch).length > 0 ? { patch } : {}),
    ...(scenario.identity.parentRequestId !== undefined ? { child: true } : {}),
    messages: scenario.messages,
    mutations: scenario.mutations,
    ...(scenario.revalidation !== undefined ? { revalidation: scenario.revalidation } : {}),
    faults: scenario.faults,
    publishable: scenario.publishable,
    expect: {
      verdict,
      ...(expected.outcome === 'dispatched' ? { surfaceIncludes: expected.surface.map((t) => t.name) } : {}),
    },
  };
}

/** A property RED case: the property's own check on the saved counterexample, for any kind of value. */
export function redCaseFromCounterexample(entry: CorpusEntry, origin: RedOrigin, reproduces?: RedReproduces): RedCase {
  return {
    id: origin.id,
    title: origin.title,
    source: origin.source,
    kind: 'property',
    base: 'etf-research',
    check: {
      property: entry.propertyId,
      replay: entry.replay,
      value: entry.value,
      seed: entry.seed,
      path: entry.path,
      ...(reproduces !== undefined ? { reproduces } : {}),
    },
    expect: { verdict: 'accepted' },
  };
}

/** The violation a property case was made to reproduce, on the adapter that gave it. */
export interface RedReproduces {
  readonly adapter: string;
  readonly message: string;
}
