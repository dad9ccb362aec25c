import { Bench } from 'tinybench';
import { mutationWorld } from '../src/harness/world.js';
import { applyMutation } from '../src/harness/mutations/index.js';
import type { Mutation } from '../src/harness/scenario.js';
import type { AdmissionFacts } from '../src/reference/model/index.js';
import type { HookTable, RequestHook } from '../src/reference/pipeline/hooks.js';
import { referenceParts } from '../src/reference/pipeline/reference-parts.js';
import { runRequest, type RequestOutcome } from '../src/reference/pipeline/run-request.js';
import type { ProviderPort } from '../src/reference/ports/provider.js';
import { InMemoryLedger } from '../src/reference/ports/memory-ledger.js';
import { RecordingProvider } from '../src/reference/ports/memory-provider.js';
import { benchFacts } from './facts.js';

export interface PipelineRow {
  readonly tools: number;
  readonly case: 'accepted' | 'rejected-final';
  readonly msPerRequest: number;
  readonly requestsPerSecond: number;
}

const hook = (m: Omit<Mutation, 'stage'> & { stage: Mutation['stage'] }, facts: AdmissionFacts): RequestHook => {
  const world = mutationWorld(facts);
  return (request) => applyMutation(request.tools, m, world);
};

/** Accepted: one identity hook at extension. Rejected: the same, plus a one-character description change just before dispatch. */
export function hooksFor(facts: AdmissionFacts, count: number, rejected: boolean): HookTable {
  const identity = hook({ kind: 'identity', variant: 'equal-value', stage: 'extension', target: 0, pick: 0 }, facts);
  if (!rejected) return { extension: [identity] };
  return {
    extension: [identity],
    pre_dispatch: [
      hook({ kind: 'describe', variant: 'one-char', stage: 'pre_dispatch', target: count - 1, pick: 0 }, facts),
    ],
  };
}

/** One request through the reference pipeline with fresh ports, as the runtime would make it. */
export function request(
  facts: AdmissionFacts,
  hooks: HookTable,
  n: number,
  provider: ProviderPort = new RecordingProvider(),
): Promise<RequestOutcome> {
  const identity = { runId: facts.turn.runId, scopeId: facts.turn.scopeId, requestId: `req-${n}` };
  const ledger = new InMemoryLedger();
  ledger.reserve(identity);
  const messages = [{ role: 'user' as const, content: 'Compare the two cheapest MSCI World ETFs.' }];
  return runRequest(
    referenceParts,
    { facts, identity, messages },
    { ledger, provider, publication: { texts: [] }, hooks },
  );
}

/** Requests per second through runRequest(referenceParts, ...) per tool count and outcome. */
export async function benchPipeline(toolCounts: readonly number[], timeMs: number): Promise<PipelineRow[]> {
  const bench = new Bench({ time: timeMs, iterations: 16, warmupIterations: 8, throws: true });
  const cases: { tools: number; case: PipelineRow['case'] }[] = [];
  for (const count of toolCounts) {
    const facts = benchFacts(count);
    for (const kind of ['accepted', 'rejected-final'] as const) {
      const hooks = hooksFor(facts, count, kind === 'rejected-final');
      // Measure only what we claim: the case must end the way its name says.
      const probe = await request(facts, hooks, 0);
      const ended = probe.outcome === 'rejected' ? `rejected-${probe.reason.stage}` : probe.outcome;
      if (ended !== (kind === 'accepted' ? 'dispatched' : 'rejected-final'))
        throw new Error(`bench: ${count}-tool ${kind} case ended ${ended}`);
      let n = 0;
      bench.add(`${count}:${kind}`, () => request(facts, hooks, ++n));
      cases.push({ tools: count, case: kind });
    }
  }
  await bench.run();
  return cases.map((c) => {
    const result = bench.getTask(`${c.tools}:${c.case}`)?.result;
    if (result?.state !== 'completed') throw new Error(`bench: pipeline task ${c.tools}:${c.case} did not complete`);
    return { ...c, msPerRequest: result.period, requestsPerSecond: 1000 / result.period };
  });
}
