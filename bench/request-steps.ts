import { createHash } from 'node:crypto';
import { cloneJson } from '../src/reference/json/clone.js';
import type { ModelRequest } from '../src/reference/model/index.js';
import { lockstepEqual } from '../src/reference/parity/lockstep-equal.js';
import { readSurface } from '../src/reference/parity/read-surface.js';
import { sealRequest } from '../src/reference/pipeline/seal.js';
import { admit } from '../src/reference/surface/admission.js';
import { takeBaseline } from '../src/reference/surface/baseline.js';
import { project } from '../src/reference/surface/projection.js';
import { getEncoder } from '../src/reference/wire/index.js';
import { benchFacts } from './facts.js';
import { measureGroup, type GroupResult, type MeasureOptions } from './measure.js';

/** Each step of one accepted request, as the pipeline does it, and the pieces that bound it from below. */
export const REQUEST_STEPS = [
  'admission + projection (the one copy of the admitted descriptors)',
  'frozen baseline (deep copy + freeze)',
  'one lie-free walk proving the list equal (early parity; final parity reuses the seal’s)',
  'seal (the walk + JSON.stringify + SHA-256 of the list, + messages)',
  'wire bytes (openai-chat encode of the checked snapshot)',
  'piece: SHA-256 of the list’s JSON (already made)',
  'piece: strict read copy (what the seal did before)',
] as const;

export interface RequestStepsGroup extends GroupResult {
  readonly tools: number;
}

/** The request's steps one by one against one JSON.stringify of the admitted list (sums explain the whole-request row). */
export async function benchRequestSteps(
  sizes: readonly number[],
  options: MeasureOptions,
): Promise<RequestStepsGroup[]> {
  const groups: RequestStepsGroup[] = [];
  const encoder = getEncoder('openai-chat');
  for (const size of sizes) {
    const facts = benchFacts(size);
    const admitted = facts.registry.connections.flatMap((c) => c.tools);
    const baseline = takeBaseline(admitted);
    const request: ModelRequest = {
      identity: { runId: facts.turn.runId, scopeId: facts.turn.scopeId, requestId: 'steps' },
      tools: cloneJson(admitted),
      messages: [{ role: 'user', content: 'Compare the two cheapest MSCI World ETFs.' }],
      evidence: [],
      publicationContext: null,
      metadata: {},
    };
    const json = JSON.stringify(admitted);
    if (!lockstepEqual(baseline, request.tools)) throw new Error('bench: steps list not equal');
    const work: Record<(typeof REQUEST_STEPS)[number], () => unknown> = {
      [REQUEST_STEPS[0]]: () => project(facts, admit),
      [REQUEST_STEPS[1]]: () => takeBaseline(admitted),
      [REQUEST_STEPS[2]]: () => lockstepEqual(baseline, request.tools),
      [REQUEST_STEPS[3]]: () => sealRequest(request, baseline),
      [REQUEST_STEPS[4]]: () => encoder.encode(baseline).bytes,
      [REQUEST_STEPS[5]]: () => createHash('sha256').update(json).digest('hex'),
      [REQUEST_STEPS[6]]: () => readSurface(request.tools),
    };
    const floor = { name: 'floor', fn: () => JSON.stringify(admitted) };
    const contenders = REQUEST_STEPS.map((name) => ({ name, fn: work[name] }));
    groups.push({ tools: size, ...(await measureGroup(floor, contenders, options)) });
  }
  return groups;
}
