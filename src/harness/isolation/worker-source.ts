import type { ResultGuard } from '../adapter-guard.js';
import { coverageScope } from '../coverage.js';
import type { BoundedRun } from '../lies/bounded.js';
import type { LieProbe } from '../lies/probe.js';
import type { ScenarioWithLie } from '../lies/run-lying-scenario.js';
import { HANG_BOUND_MS } from '../limits.js';
import type { NestedTurn, RunObservation, SystemSource, SystemUnderTest } from '../system-under-test.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import type { AdmissionFacts, GatewayFact } from '../../reference/model/index.js';
import { effectsOutsideRun } from './effects-outside-run.js';
import { type BoundaryCall, BoundaryFailure } from './boundary-failure.js';
import { type CallRecord, ImplementationWorker } from './implementation-worker.js';
import { plainScenario } from './in-process.js';
import { observe } from './observe.js';
import type { AdapterRef, CallBody } from './protocol.js';

export interface IsolatedOptions {
  readonly name: string;
  /** One call's bound, harness side; past it the worker is ended and the call is a hang. */
  readonly caseTimeoutMs: number;
  /** Shape checks for what comes back, shared with the run's report of bad input. */
  readonly guard: ResultGuard;
  /** Workers lost (exit, crash, hang) before the source stops starting new ones and fails every call at once. */
  readonly maxLostWorkers?: number;
}

/** How many lost workers a source tolerates: enough to see that a failure repeats, few enough to stay in budget. */
const MAX_LOST_WORKERS = 3;

interface HostRun {
  readonly outcome: RequestOutcome;
  readonly probe: LieProbe;
  readonly nested?: { readonly projection: ProjectionResult; readonly outcome: RequestOutcome };
}
type HostBatchRun =
  | { readonly status: 'settled'; readonly outcome: RequestOutcome; readonly probe: LieProbe }
  | { readonly status: 'threw'; readonly message: string }
  | { readonly status: 'hung' };

/** The call's value, or the typed failure of what the implementation threw or could not send. */
function resultOf(record: CallRecord, call: BoundaryCall): unknown {
  const { thrown } = record;
  if (thrown === undefined) return record.value;
  throw thrown.uncloneable
    ? new BoundaryFailure(
        'result-shape',
        call,
        `${call} returned a value that cannot leave the implementation's worker: ${thrown.message}`,
      )
    : new BoundaryFailure('crash', call, `the implementation threw during ${call}: ${thrown.message}`);
}

/**
 * Systems of an implementation that runs in worker threads: the harness holds every record, the
 * implementation only ever sees fresh ports that report to it. A lost worker is replaced for the
 * next system; after `maxLostWorkers` losses every call fails at once with the first loss.
 */
export function isolated(ref: AdapterRef, options: IsolatedOptions): SystemSource & { start(): Promise<string> } {
  let worker: ImplementationWorker | undefined;
  let lostWorkers = 0;
  let firstLoss: BoundaryFailure | undefined;
  let nextSystem = 0;
  const live = (): ImplementationWorker => {
    if (worker?.lost !== undefined) worker = undefined;
    worker ??= new ImplementationWorker(ref);
    return worker;
  };
  const { guard } = options;

  const createSystem = (): SystemUnderTest => {
    const host = lostWorkers >= (options.maxLostWorkers ?? MAX_LOST_WORKERS) ? undefined : live();
    const system = ++nextSystem;
    let created: Promise<void> | undefined;
    const call = async (body: CallBody, name: BoundaryCall, timeoutMs = options.caseTimeoutMs): Promise<CallRecord> => {
      if (host === undefined && firstLoss !== undefined)
        throw new BoundaryFailure(
          firstLoss.finding.code,
          name,
          `${firstLoss.message} (lost ${lostWorkers} times: not run again)`,
          true,
        );
      if (host === undefined) throw new Error('unreachable: no worker and no loss');
      try {
        created ??= host.call({ op: 'create', system }, 'createSystem', options.caseTimeoutMs).then((r) => {
          guard.system((resultOf(r, 'createSystem') as { missing: string[] }).missing);
          const outside = effectsOutsideRun(r, 'createSystem');
          if (outside !== undefined) throw outside;
        });
        await created;
        const record = await host.call(body, name, timeoutMs);
        const outside = name === 'runRequest' ? undefined : effectsOutsideRun(record, name);
        if (outside !== undefined) throw outside;
        return record;
      } catch (error) {
        if (error instanceof BoundaryFailure && error.lost && host.lost !== undefined && !countedLosses.has(host)) {
          countedLosses.add(host);
          lostWorkers++;
          firstLoss ??= error;
        }
        throw error;
      }
    };
    const observeRun = (
      scenario: ScenarioWithLie,
      record: CallRecord,
      value: HostRun,
      during?: NestedTurn,
    ): RunObservation => {
      const outcome = guard.outcome(value.outcome);
      coverageScope.getStore()?.record(scenario, outcome);
      const observation = { ...observe(scenario, outcome, record), probe: value.probe };
      if (value.nested === undefined || during === undefined) return observation;
      const projection = guard.projection(value.nested.projection);
      const nestedOutcome = guard.outcome(value.nested.outcome);
      const nested = observe(plainScenario(during), nestedOutcome, { ...record, stray: [] });
      return { ...observation, nested: { projection, observation: nested } };
    };
    return {
      project: async (facts) =>
        guard.projection(
          resultOf(await call({ op: 'project', system, facts }, 'project'), 'project') as ProjectionResult,
        ),
      projectFrozen: async (facts) => {
        const value = resultOf(await call({ op: 'projectFrozen', system, facts }, 'project'), 'project') as {
          facts: AdmissionFacts;
          result: ProjectionResult;
        };
        return { facts: value.facts, result: guard.projection(value.result) };
      },
      recover: async (receipts, stored) =>
        guard.recovered(
          resultOf(await call({ op: 'recover', system, receipts, stored }, 'recover'), 'recover') as GatewayFact[],
        ),
      run: async (scenario, runOptions = {}) => {
        const record = await call({ op: 'run', system, scenario, options: runOptions }, 'runRequest');
        const value = resultOf(record, 'runRequest') as HostRun;
        return observeRun(scenario, record, value, runOptions.during);
      },
      runBatch: async (scenarios, batch) => {
        const bound = batch.boundMs ?? HANG_BOUND_MS;
        const record = await call(
          { op: 'runBatch', system, scenarios, options: batch },
          'runRequest',
          options.caseTimeoutMs + bound,
        );
        const runs = resultOf(record, 'runRequest') as HostBatchRun[];
        const results: BoundedRun<RunObservation>[] = [];
        for (const [i, r] of runs.entries()) {
          const scenario = scenarios[i] as ScenarioWithLie;
          const own = i === 0 ? record : { ...record, stray: [] };
          if (r.status === 'settled') {
            try {
              results.push({
                status: 'settled',
                value: observeRun(scenario, own, { outcome: r.outcome, probe: r.probe }),
              });
            } catch (error) {
              results.push({ status: 'threw', error });
            }
          } else if (r.status === 'threw')
            results.push({
              status: 'threw',
              error: new BoundaryFailure(
                'crash',
                'runRequest',
                `the implementation threw during runRequest: ${r.message}`,
              ),
            });
          else results.push({ status: 'hung' });
        }
        return results;
      },
    };
  };
  const countedLosses = new WeakSet<ImplementationWorker>();
  let name = options.name;
  return {
    get name() {
      return name;
    },
    boundary: 'worker',
    /** Boots the first worker and takes the adapter's own name; load failures and exits at import surface here. */
    start: async () => {
      name = await live().ready;
      return name;
    },
    createSystem,
    close: async () => {
      await worker?.retire((call) => new BoundaryFailure('exit', call, 'the harness closed the worker', true));
      worker = undefined;
    },
  };
}
