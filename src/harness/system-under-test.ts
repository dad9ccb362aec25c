import type { AdmissionFacts, Diagnostic, GatewayFact } from '../reference/model/index.js';
import type { HookStage } from '../reference/pipeline/hooks.js';
import type { ProjectionResult } from '../reference/surface/projection.js';
import type { SealedGatewayReceipt } from '../reference/surface/recovery.js';
import type { BoundedRun } from './lies/bounded.js';
import type { LieProbe } from './lies/probe.js';
import type { ScenarioWithLie } from './lies/run-lying-scenario.js';
import type { Observation, RecordedObservation } from './run-scenario.js';

/**
 * A second turn that arrives while a request prepares (a `tools/list_changed`, say): at `stage` the
 * implementation projects `facts` and runs a plain request `requestId` with them, on the same system.
 */
export interface NestedTurn {
  readonly stage: HookStage;
  readonly facts: AdmissionFacts;
  readonly requestId: string;
}

/** A run plus the lie's own report and any nested turn: judged (`Observation`) or, behind the boundary, recorded. */
export type WithLie<O extends RecordedObservation> = O & {
  /** What the scenario's lie reported about itself; untouched (`createProbe()`) when it had none. */
  readonly probe: LieProbe;
  readonly nested?: { readonly projection: ProjectionResult; readonly observation: O };
};

/** What one request did, as the harness recorded it, plus the lie's own report and any nested turn. */
export type RunObservation = WithLie<Observation>;

export interface RunOptions {
  /** Step deadline when the scenario injects a hang (default HANG_DEADLINE_MS). */
  readonly hangDeadlineMs?: number;
  readonly during?: NestedTurn;
}

export interface BatchOptions {
  /** Seeds the interleaving: before each injected step a request yields a seeded number of turns. */
  readonly schedule: number;
  readonly hangDeadlineMs?: number;
  /** The whole batch's bound; a request still running after it is `hung` (default HANG_BOUND_MS). */
  readonly boundMs?: number;
}

/** Projection of frozen facts: the facts as they were afterwards and the result, in one graph so shared objects show. */
export interface FrozenProjection {
  readonly facts: AdmissionFacts;
  readonly result: ProjectionResult;
}

/**
 * The harness's view of one instance of an implementation under test. Every call is asynchronous
 * and takes data only, so the instance may live behind a boundary (a worker thread) the harness
 * controls; hooks, lies and fault schedules are rebuilt where the implementation runs.
 */
export interface SystemUnderTest {
  /** Admission and projection for one turn's owner facts. */
  project(facts: AdmissionFacts): Promise<ProjectionResult>;
  /** Projects deep-frozen facts: for purity (no input change, no shared object). */
  projectFrozen(facts: AdmissionFacts): Promise<FrozenProjection>;
  /** Availability after a restart, from sealed Gateway receipts; stored tool results are offered as bait. */
  recover(receipts: readonly SealedGatewayReceipt[], storedResults: readonly Diagnostic[]): Promise<GatewayFact[]>;
  /** One request through harness-recorded ports, with the scenario's mutations, faults and lie. */
  run(scenario: ScenarioWithLie, options?: RunOptions): Promise<RunObservation>;
  /** Requests run concurrently on this system with one shared ledger, interleaved by a seeded schedule. */
  runBatch(scenarios: readonly ScenarioWithLie[], options: BatchOptions): Promise<BoundedRun<RunObservation>[]>;
}

/** Where systems come from: fresh instances of one implementation, and the boundary they run behind. */
export interface SystemSource {
  readonly name: string;
  /** `in-process`: the harness's own thread; `worker`: a worker thread the implementation cannot reach out of. */
  readonly boundary: 'in-process' | 'worker';
  createSystem(): SystemUnderTest;
  /** Releases workers; a source is unusable afterwards. */
  close(): Promise<void>;
}
