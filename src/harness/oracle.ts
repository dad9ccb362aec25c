import { isDeepStrictEqual } from 'node:util';
import type { AdmissionFacts, RejectionStage, RequestIdentity, ToolDescriptor } from '../reference/model/index.js';
import { HOOK_STAGES } from '../reference/pipeline/hooks.js';
import { isCapacityFailure, type ProjectionResult } from '../reference/surface/projection.js';
import { failingStages, frozenBy } from './fault-hooks.js';
import type { CheckedWith } from './judge/expectation.js';
import { applyMutationTo } from './mutations/index.js';
import type { Scenario } from './scenario.js';
import { answered, type ProjectionAsks, projectionOf } from './projection-asks.js';
import { mutationWorld } from './world.js';

/** What the contract says must happen to a scenario's request, and whose reservation it holds. */
export type ExpectedOutcome = (
  | {
      readonly outcome: 'rejected';
      readonly stage: RejectionStage;
      /** At an early or final rejection: the expectation and the request's list the check compared. */
      readonly compared?: { readonly expected: readonly ToolDescriptor[]; readonly actual: readonly unknown[] };
      /** At an early or final rejection of the Entry summary: the expected lines and the request's lines. */
      readonly comparedLines?: { readonly expected: readonly string[]; readonly actual: readonly unknown[] };
    }
  | {
      readonly outcome: 'dispatched' | 'provider_failed';
      readonly surface: readonly ToolDescriptor[];
      /** The Entry summary's lines the provider must receive (none in research mode). */
      readonly summary: readonly string[];
    }
) & {
  readonly identity: RequestIdentity;
  /** A step froze the request before the deciding check: a preparation rejection is lawful too (`freezeAt`). */
  readonly orPreparation?: true;
  /** The lists each parity check compares the request with, where the contract gets that far. */
  readonly checkedWith?: CheckedWith | undefined;
};

/** Entry summary (issue 18): the lines of a projection, and the capabilities owners still admit after narrowing. */
const linesOf = (projection: ProjectionResult): string[] =>
  !isCapacityFailure(projection) && projection.mode === 'entry' ? projection.permissions.map((p) => p.statement) : [];
const capabilitiesOf = (projection: ProjectionResult): (string | undefined)[] =>
  !isCapacityFailure(projection) && projection.mode === 'entry' ? projection.permissions.map((p) => p.capability) : [];

function* admittedNames(facts: AdmissionFacts): ProjectionAsks<Set<string>> {
  // Capacity is irrelevant to which names owners admit, so lift it for this question.
  const result = yield* projectionOf({
    ...facts,
    mode: 'research',
    stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER },
  });
  return new Set(isCapacityFailure(result) ? [] : result.tools.map((t) => t.name));
}

/** The list as JSON sees it: an object without a prototype is honest JSON, which isDeepStrictEqual would tell apart. */
const asJson = (list: unknown[]): unknown[] => structuredClone(list);

/** Stage index after which each outcome is decided: a freeze at or before it makes a preparation rejection lawful. */
const LAST = HOOK_STAGES.length - 1;
const DECIDED_AFTER = { early: HOOK_STAGES.indexOf('extension'), final: HOOK_STAGES.indexOf('pre_dispatch') } as const;

/**
 * Replays the scenario's hooks on a plain copy of the system's own projection and judges each
 * checkpoint with an independent deep equality. Order is the system's own: the contract fixes
 * that it is stable, not which order it is.
 */
export function expectOutcome(
  scenario: Scenario,
  project: (facts: AdmissionFacts) => ProjectionResult,
): ExpectedOutcome {
  return answered(expectedOutcomeSteps(scenario), project);
}

/** {@link expectOutcome} as steps that ask for each projection they need (`withProjections` answers them). */
export function* expectedOutcomeSteps(scenario: Scenario): ProjectionAsks<ExpectedOutcome> {
  // A capacity or preparation rejection comes before any hook or at the failing step: a freeze cannot precede it.
  const outcome = yield* contractOutcome(scenario);
  const withLists = withCheckedLists(outcome, yield* projectionOf(scenario.facts));
  const decidedAfter =
    withLists.outcome !== 'rejected'
      ? LAST
      : withLists.stage === 'early' || withLists.stage === 'final'
        ? DECIDED_AFTER[withLists.stage]
        : -1;
  return frozenBy(scenario.faults, decidedAfter) ? { ...withLists, orPreparation: true } : withLists;
}

/** The outcome the contract names, freezes aside. */
function* contractOutcome(scenario: Scenario): ProjectionAsks<ExpectedOutcome> {
  const { identity } = scenario;
  const projection = yield* projectionOf(scenario.facts);
  if (isCapacityFailure(projection)) return { outcome: 'rejected', stage: 'capacity', identity };
  const world = mutationWorld(scenario.facts);
  const failing = new Set(failingStages(scenario.faults));
  let expected: readonly ToolDescriptor[] = projection.tools;
  let actual: unknown[] = structuredClone(projection.tools);
  // The summary is judged like the tool list: its own copy, its own mutations, the same two checks.
  let expectedLines = linesOf(projection);
  let actualLines: unknown[] = [...expectedLines];
  const capabilities = capabilitiesOf(projection);
  for (const stage of HOOK_STAGES) {
    // The runtime's own assembly steps run before optional hooks at each stage.
    const atStage = scenario.mutations.filter((m) => m.stage === stage);
    // Casts: after `list-not-a-list` the request holds no list; the checks below meet it as it is.
    for (const m of [...atStage.filter((x) => x.via === 'assembly'), ...atStage.filter((x) => x.via !== 'assembly')])
      if (m.on !== 'summary') actual = applyMutationTo(actual, m, world) as unknown[];
      else {
        // An absent summary is an empty one (A34-SPEC §4: the model is told no line); a `null` one is no list.
        const held = applyMutationTo(actualLines, m, world);
        actualLines = (held === undefined ? [] : held) as unknown[];
      }
    if (failing.has(stage)) return { outcome: 'rejected', stage: 'preparation', identity };
    if (stage === 'extension') {
      const seen = asJson(actual);
      if (!isDeepStrictEqual(seen, expected))
        return { outcome: 'rejected', stage: 'early', identity, compared: { expected, actual: seen } };
      // Tools equal, summary changed: the difference lies in the summary, not in a compared tool list.
      if (!isDeepStrictEqual(actualLines, expectedLines))
        return {
          outcome: 'rejected',
          stage: 'early',
          identity,
          comparedLines: { expected: expectedLines, actual: actualLines },
        };
      const added = scenario.revalidation?.addGatewayFacts ?? [];
      const revised = { ...scenario.facts, gatewayFacts: [...scenario.facts.gatewayFacts, ...added] };
      const names = yield* admittedNames(revised);
      const keep = expected.map((tool) => names.has(tool.name));
      expected = expected.filter((_, i) => keep[i]);
      actual = actual.filter((_, i) => keep[i]);
      // A line stays while owners still admit its capability (the same rule as a tool's name).
      const still = new Set(
        capabilities.length === 0 ? [] : capabilitiesOf(yield* projectionOf({ ...revised, mode: 'entry' })),
      );
      const keepLine = capabilities.map((c) => still.has(c));
      expectedLines = expectedLines.filter((_, i) => keepLine[i]);
      actualLines = actualLines.filter((_, i) => keepLine[i]);
    }
    if (stage === 'pre_dispatch' && !isDeepStrictEqual(asJson(actual), expected))
      return { outcome: 'rejected', stage: 'final', identity, compared: { expected, actual: asJson(actual) } };
    if (stage === 'pre_dispatch' && !isDeepStrictEqual(actualLines, expectedLines))
      return {
        outcome: 'rejected',
        stage: 'final',
        identity,
        comparedLines: { expected: expectedLines, actual: actualLines },
      };
  }
  return {
    outcome: scenario.faults.providerFails ? 'provider_failed' : 'dispatched',
    surface: expected,
    summary: expectedLines,
    identity,
  };
}

/** The projection is early parity's list; a request let through was checked at final against its narrowed surface. */
function withCheckedLists(outcome: ExpectedOutcome, projection: ProjectionResult): ExpectedOutcome {
  if (isCapacityFailure(projection)) return outcome;
  const early = { tools: projection.tools, lines: linesOf(projection) };
  const final = outcome.outcome === 'rejected' ? undefined : { tools: outcome.surface, lines: outcome.summary };
  return { ...outcome, checkedWith: final === undefined ? { early } : { early, final } };
}
