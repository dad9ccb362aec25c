import fc from 'fast-check';
import {
  LIE_KINDS,
  SUMMARY_LIE_KINDS,
  honestDataPick,
  notAfter,
  type Lie,
  type LieKind,
  type LieTarget,
  type LyingScenario,
} from '../src/harness/lies/index.js';
import type { MutationKind, Scenario } from '../src/harness/scenario.js';
import { HOOK_STAGES, type HookStage } from '../src/reference/pipeline/hooks.js';
import { shrinkAcross } from './_internals/pick.js';
import { replayable } from './_internals/replayable.js';
import { mutation } from './mutation.js';
import { type ScenarioOptions, uncopiedScenario } from './scenario.js';

export interface LieOptions {
  /** Kinds to draw from, uniformly (default: every kind). */
  readonly kinds?: readonly LieKind[];
  /** Stages to draw from, uniformly (default: every hook stage). */
  readonly stages?: readonly HookStage[];
  /** Where lies go (default: the tool list only); a summary lie takes only kinds with a meaning there. */
  readonly on?: readonly LieTarget[];
  /** Target tools 10–15 (for lists that long; shorter ones wrap): a two-digit tool index. Default false. */
  readonly longList?: boolean;
  /** Only variants that leave every own enumerable value honest (`HONEST_DATA_KINDS`); default false. */
  readonly honestData?: boolean;
}

/** Any tool (modulo the list length), or (`longList`) a two-digit index 10–15: a lie in tool 10 or later of a long list. */
const anyTool = fc.nat({ max: 1_000 });
const twoDigitTool = fc.integer({ min: 10, max: 15 });

/**
 * One lie as data: kind and stage uniform, `target` and `pick` as indexes decoded by the installer; with
 * `on` naming both places, one lie in three goes into the Entry summary. Everything shrinks towards the
 * first kind and stage, zero picks and the tool list (the simplest variant).
 */
export function lie(options: LieOptions = {}): fc.Arbitrary<Lie> {
  const { kinds = LIE_KINDS, stages = HOOK_STAGES, on = ['tools'], longList = false, honestData = false } = options;
  if (kinds.length === 0 || stages.length === 0 || on.length === 0)
    throw new Error('lie: `kinds`, `stages` and `on` must each name at least one value');
  const summaryKinds = kinds.filter((kind) => SUMMARY_LIE_KINDS.includes(kind));
  if (!on.includes('tools') && summaryKinds.length === 0)
    throw new Error('lie: none of the `kinds` has a meaning for the summary');
  const stage = fc.constantFrom(...stages);
  const pick = fc.nat({ max: 1_000 });
  const target = longList ? twoDigitTool : anyTool;
  const drawn = fc.record({ kind: fc.constantFrom(...kinds), stage, target, pick });
  const inTools = honestData ? drawn.map((l) => ({ ...l, pick: honestDataPick(l.kind, l.pick) })) : drawn;
  if (!on.includes('summary') || summaryKinds.length === 0) return inTools;
  const inSummary = fc.record({
    kind: fc.constantFrom(...summaryKinds),
    stage,
    target: anyTool,
    pick,
    on: fc.constant('summary' as const),
  });
  if (!on.includes('tools')) return inSummary;
  return fc.oneof(shrinkAcross, { weight: 2, arbitrary: inTools }, { weight: 1, arbitrary: inSummary });
}

export interface LyingScenarioOptions extends LieOptions, ScenarioOptions {
  /** Kinds the one optional ordinary mutation may take (default: every kind). */
  readonly mutationKinds?: readonly MutationKind[];
  /** Keep the scenario's injected faults (default true); false leaves a clean provider and no failing step. */
  readonly faults?: boolean;
}

/**
 * A scenario whose mutations are replaced by 0–1 ordinary mutations (never after the lie's stage) and one
 * lie, in the tool list (default) or the Entry summary (`on`; one lie in three when both are asked for). One
 * tool lie in three has a long list (16–30 business tools) and a two-digit target, so tools 10 and later carry
 * lies; a summary lie's scenario is in Entry mode three times in four, so the summary has lines. Values pass
 * `LyingScenarioSchema` and replay from their JSON.
 */
export function lyingScenario(options: LyingScenarioOptions = {}): fc.Arbitrary<LyingScenario> {
  const {
    kinds,
    stages,
    on = ['tools'],
    longList,
    honestData,
    mutationKinds,
    faults = true,
    ...scenarioOptions
  } = options;
  const ordinary = mutationKinds === undefined ? mutation() : mutation().filter((m) => mutationKinds.includes(m.kind));
  const lieOptions = {
    ...(kinds ? { kinds } : {}),
    ...(stages ? { stages } : {}),
    ...(honestData !== undefined ? { honestData } : {}),
  };
  const lying = (base: fc.Arbitrary<Scenario>, l: fc.Arbitrary<Lie>): fc.Arbitrary<LyingScenario> =>
    fc.record({ base, ordinary: fc.option(ordinary, { nil: undefined, freq: 2 }), lie: l }).map(
      ({ base: b, ordinary: m, lie: chosen }): LyingScenario =>
        replayable({
          ...b,
          mutations: m === undefined ? [] : [notAfter(m, chosen)],
          faults: faults ? b.faults : { providerFails: false },
          lie: chosen,
        }),
    );
  const inTools = fc.oneof(
    shrinkAcross,
    {
      weight: 2,
      arbitrary: lying(uncopiedScenario(scenarioOptions), lie({ ...lieOptions, ...(longList ? { longList } : {}) })),
    },
    {
      weight: 1,
      arbitrary: lying(
        uncopiedScenario({ min: 16, max: 30, ...scenarioOptions }),
        lie({ ...lieOptions, longList: true }),
      ),
    },
  );
  const summaryKinds = (kinds ?? LIE_KINDS).filter((kind) => SUMMARY_LIE_KINDS.includes(kind));
  if (!on.includes('summary') || summaryKinds.length === 0) return inTools;
  const inSummary = lying(
    fc.oneof(
      shrinkAcross,
      { weight: 1, arbitrary: uncopiedScenario(scenarioOptions) },
      { weight: 3, arbitrary: uncopiedScenario({ mode: 'entry', ...scenarioOptions }) },
    ),
    lie({ ...lieOptions, on: ['summary'] }),
  );
  if (!on.includes('tools')) return inSummary;
  return fc.oneof(shrinkAcross, { weight: 2, arbitrary: inTools }, { weight: 1, arbitrary: inSummary });
}
