import type { A34Adapter, A34System } from '../adapter.js';
import { bounded, type BoundedRun } from '../lies/bounded.js';
import { compileLie } from '../lies/compile.js';
import { createProbe } from '../lies/probe.js';
import type { ScenarioWithLie } from '../lies/run-lying-scenario.js';
import {
  recordScenario,
  runScenario,
  type RecordedObservation,
  type Recorder,
  type RunScenarioOptions,
} from '../run-scenario.js';
import type { Scenario } from '../scenario.js';
import type { RequestHook } from '../../reference/pipeline/hooks.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import { deepFreeze } from '../../reference/json/clone.js';
import { InMemoryLedger } from '../../reference/ports/memory-ledger.js';
import type {
  BatchOptions,
  NestedTurn,
  RunObservation,
  RunOptions,
  SystemSource,
  SystemUnderTest,
  WithLie,
} from '../system-under-test.js';
import { seededInterleave } from './seeded-interleave.js';

/** A plain request for a nested turn: no mutations, no faults, nothing to publish. */
export const plainScenario = (turn: NestedTurn): Scenario => ({
  facts: turn.facts,
  identity: { runId: turn.facts.turn.runId, scopeId: turn.facts.turn.scopeId, requestId: turn.requestId },
  messages: [],
  publishable: [],
  mutations: [],
  faults: { providerFails: false },
});

/** One run of a scenario on a system: judged in this thread (`Observation`), or recorded for the harness behind the boundary. */
type Runner<O extends RecordedObservation> = (
  scenario: Scenario,
  options: Omit<RunScenarioOptions, 'recorder'>,
) => Promise<O>;

type LieRunOptions = RunOptions & Pick<RunScenarioOptions, 'interleave' | 'ledger'>;

/** Runs one scenario with its lie and nested turn on a system in this thread: the engine both boundaries share. */
async function withLie<O extends RecordedObservation>(
  system: A34System,
  s: ScenarioWithLie,
  options: LieRunOptions,
  run: Runner<O>,
): Promise<WithLie<O>> {
  const probe = createProbe();
  const { lie, ...scenario } = s;
  const { during } = options;
  let nested: { projection: ProjectionResult; observation: O } | undefined;
  const turn: RequestHook = async () => {
    if (during === undefined) return;
    // Copied at once: a later in-place change by a faulty system must not reach the expectation.
    const projection = structuredClone(system.project(during.facts));
    nested = { projection, observation: await run(plainScenario(during), {}) };
  };
  const extraHooks = (stage: string): RequestHook[] => [
    ...(lie?.stage === stage ? [compileLie(lie, probe)] : []),
    ...(during?.stage === stage ? [turn] : []),
  ];
  const observation = await run(scenario, {
    extraHooks,
    ...(options.interleave ? { interleave: options.interleave } : {}),
    ...(options.ledger ? { ledger: options.ledger } : {}),
    ...(options.hangDeadlineMs !== undefined ? { hangDeadlineMs: options.hangDeadlineMs } : {}),
  });
  return { ...observation, probe, ...(nested ? { nested } : {}) };
}

/** A scenario with its lie, run and judged in this thread. */
export const runWithLie = (
  system: A34System,
  s: ScenarioWithLie,
  options: LieRunOptions = {},
): Promise<RunObservation> => withLie(system, s, options, (scenario, o) => runScenario(system, scenario, o));

/** A scenario with its lie behind the boundary: the recorder reports to the harness, which judges the owner data. */
export const recordWithLie = (
  system: A34System,
  s: ScenarioWithLie,
  options: LieRunOptions,
  recorder: Recorder,
): Promise<WithLie<RecordedObservation>> =>
  withLie(system, s, options, (scenario, o) => recordScenario(system, scenario, { ...o, recorder }));

/** Runs requests concurrently on one system with a shared ledger, paced by a seeded interleaving; bounded as a whole. */
async function batchOn<O extends RecordedObservation>(
  scenarios: readonly ScenarioWithLie[],
  options: BatchOptions,
  ledger: InMemoryLedger,
  runOne: (s: ScenarioWithLie, o: LieRunOptions) => Promise<WithLie<O>>,
): Promise<BoundedRun<WithLie<O>>[]> {
  const interleave = seededInterleave(options.schedule);
  const runs: (BoundedRun<WithLie<O>> | undefined)[] = scenarios.map(() => undefined);
  const all = Promise.all(
    scenarios.map((s, i) =>
      runOne(s, {
        ledger,
        ...(scenarios.length > 1 ? { interleave } : {}),
        ...(options.hangDeadlineMs !== undefined ? { hangDeadlineMs: options.hangDeadlineMs } : {}),
      }).then(
        (value) => {
          runs[i] = { status: 'settled', value };
        },
        (error: unknown) => {
          runs[i] = { status: 'threw', error };
        },
      ),
    ),
  );
  await bounded(() => all, options.boundMs);
  // Still running after the bound: hung, whatever it does later.
  return runs.map((r) => r ?? { status: 'hung' });
}

/** A batch run and judged in this thread. */
export const runBatchOn = (
  system: A34System,
  scenarios: readonly ScenarioWithLie[],
  options: BatchOptions,
): Promise<BoundedRun<RunObservation>[]> =>
  batchOn(scenarios, options, new InMemoryLedger(), (s, o) => runWithLie(system, s, o));

/** A batch behind the boundary, every request reporting to one recorder. */
export const recordBatchOn = (
  system: A34System,
  scenarios: readonly ScenarioWithLie[],
  options: BatchOptions,
  recorder: Recorder,
): Promise<BoundedRun<WithLie<RecordedObservation>>[]> =>
  batchOn(scenarios, options, recorder.ledger(), (s, o) => recordWithLie(system, s, o, recorder));

/** A system in the harness's own thread: today's behaviour, for the reference and trusted code. */
export function inProcessSystem(system: A34System): SystemUnderTest {
  return {
    project: async (facts) => system.project(facts),
    projectFrozen: async (facts) => {
      const frozen = deepFreeze(structuredClone(facts));
      return { facts: frozen, result: system.project(frozen) };
    },
    recover: async (receipts, stored) => system.recover(receipts, stored),
    run: (scenario, options = {}) => runWithLie(system, scenario, options),
    runBatch: (scenarios, options) => runBatchOn(system, scenarios, options),
  };
}

/** Systems of an adapter in the harness's own thread. */
export function inProcess(adapter: A34Adapter): SystemSource {
  return {
    name: adapter.name,
    boundary: 'in-process',
    createSystem: () => inProcessSystem(adapter.createSystem()),
    close: async () => undefined,
  };
}
