import type { MessagePort } from 'node:worker_threads';
import { ALL_PROPERTIES } from '../../../properties/index.js';
import { faultById } from '../../faults/catalog.js';
import { resultGuard } from '../../harness/adapter-guard.js';
import { CoverageCounter } from '../../harness/coverage.js';
import { inProcess } from '../../harness/isolation/in-process.js';
import { isolated } from '../../harness/isolation/worker-source.js';
import type { PropertyDefinition } from '../../harness/property.js';
import type { RunProgress } from '../../harness/run-property.js';
import { runCell } from '../run-cell.js';
import type { SystemSource } from '../../harness/system-under-test.js';
import { checkProperty } from '../corpus/check-property.js';
import { toJsonValue } from '../corpus/json-value.js';
import { runRed } from '../run-suite.js';
import type { CheckAdapter, CheckOutcome, CheckTask } from './check-task.js';

/** Sources this worker built, one per adapter description: the implementation worker lives across checks. */
const sources = new Map<string, SystemSource>();

/** This worker's own source for the adapter: a lost implementation worker is replaced inside it, as in `run`. */
function sourceFor(adapter: CheckAdapter): SystemSource {
  const key = JSON.stringify(adapter);
  let source = sources.get(key);
  if (source === undefined) {
    source =
      adapter.kind === 'fault'
        ? inProcess(faultById(adapter.id).adapter)
        : isolated(adapter.ref, {
            name: adapter.name,
            caseTimeoutMs: adapter.caseTimeoutMs,
            guard: resultGuard(adapter.module),
          });
    sources.set(key, source);
  }
  return source;
}

/** Ends every implementation worker this thread's sources hold (the main thread's lane, when its run ends). */
export async function closeSources(): Promise<void> {
  const open = [...sources.values()];
  sources.clear();
  await Promise.allSettled(open.map((source) => source.close()));
}

const propertyById = (id: string): PropertyDefinition<never> => {
  const property = ALL_PROPERTIES.find((p) => p.id === id);
  if (property === undefined) throw new Error(`check worker: no property ${id}`);
  return property;
};

/** Live progress at most this often, and whenever shrinking starts: the main thread only draws it. */
const PROGRESS_EVERY_MS = 50;

function progressSender(port: MessagePort | undefined): ((p: RunProgress) => void) | undefined {
  if (port === undefined) return undefined;
  let sent = 0;
  let shrinking = false;
  return (p) => {
    const now = performance.now();
    if (p.shrinking === shrinking && now - sent < PROGRESS_EVERY_MS) return;
    sent = now;
    shrinking = p.shrinking;
    port.postMessage(p);
  };
}

/** Runs one whole check in this worker and returns its result as data. */
export async function runCheckTask(task: CheckTask): Promise<CheckOutcome> {
  const { adapter, budget, job } = task;
  const source = sourceFor(adapter);
  const onProgress = progressSender(task.progress);
  try {
    if (job.kind === 'red') return { kind: 'red', report: await runRed(source, job.entry) };
    const property = propertyById(job.id);
    if (job.kind === 'cell') {
      const r = await runCell(property, source, { seed: budget.seed, numRuns: budget.numRuns });
      const { status, firstFailureAt, shrinks, durationMs, seed, path, error } = r;
      const counterexample = r.counterexample === undefined ? undefined : toJsonValue(r.counterexample).json;
      return {
        kind: 'cell',
        result: { status, firstFailureAt, shrinks, durationMs, seed, path, counterexample, error },
      };
    }
    const counter = new CoverageCounter();
    const check = await checkProperty(property, {
      adapter: source,
      seed: budget.seed,
      numRuns: budget.numRuns,
      timeLimitMs: budget.timeLimitMs,
      counter,
      corpusRoot: job.corpusRoot,
      ...(onProgress !== undefined ? { onProgress } : {}),
    });
    return { kind: 'property', check, coverage: counter.toJSON() };
  } finally {
    task.progress?.close();
  }
}
