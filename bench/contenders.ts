import { isDeepStrictEqual } from 'node:util';
import { dequal } from 'dequal';
import fastDeepEqual from 'fast-deep-equal';
import type { ModelRequest, ToolDescriptor } from '../src/reference/model/index.js';
import type { ParityContext } from '../src/reference/pipeline/parts.js';
import { strictParity } from '../src/reference/pipeline/reference-parts.js';
import { takeBaseline, type Baseline } from '../src/reference/surface/baseline.js';
import { getEncoder } from '../src/reference/wire/index.js';
import { emitWhileWalking } from './experiments/emit-while-walking.js';
import { experimentalFinalParity, leanParity } from './experiments/final-parity.js';
import { consume } from './measure.js';

export type ContenderKind = 'reference' | 'peer' | 'experiment';

/** A parity contender: does the measured work and says whether it judged the lists equal (the lie table reads that). */
export interface ParityContender {
  readonly name: string;
  readonly kind: ContenderKind;
  readonly run: (expected: Baseline, actual: unknown[]) => boolean;
}

export interface BaselineContender {
  readonly name: string;
  readonly kind: ContenderKind;
  readonly copy: (tools: readonly ToolDescriptor[]) => unknown;
}

const encoder = getEncoder('openai-chat');

/** The context strictParity sees in the pipeline: only `expected` and `request.tools` matter to it. */
const context = (expected: Baseline, tools: unknown[]): ParityContext => {
  const request: ModelRequest = {
    identity: { runId: 'r', scopeId: 's', requestId: 'q' },
    tools,
    messages: [],
    evidence: [],
    publicationContext: null,
    metadata: {},
  };
  return { expected, request, seal: undefined, hooksInstalled: true };
};

/** What the reference pipeline does at the final check, and (when it passes) to produce what it dispatches. */
function referenceFinal(expected: Baseline, actual: unknown[], withBytes: boolean): boolean {
  const check = strictParity(context(expected, actual));
  // The encoder makes the bytes the provider sends (the reference's wire carries them).
  if (withBytes && check.verdict.equal && check.snapshot) consume(encoder.encode(check.snapshot).bytes);
  return check.verdict.equal;
}

const sameJson = (expected: Baseline, actual: unknown[]): boolean =>
  JSON.stringify(expected) === JSON.stringify(actual);

export const PARITY_CONTENDERS: readonly ParityContender[] = [
  { name: 'reference: final parity (read + compare)', kind: 'reference', run: (e, a) => referenceFinal(e, a, false) },
  { name: 'reference: final parity + dispatched bytes', kind: 'reference', run: (e, a) => referenceFinal(e, a, true) },
  {
    name: 'careless: fast-deep-equal + JSON.stringify',
    kind: 'peer',
    run: (e, a) => {
      const equal = fastDeepEqual(e, a);
      if (equal) consume(JSON.stringify(a));
      return equal;
    },
  },
  { name: 'util.isDeepStrictEqual', kind: 'peer', run: (e, a) => isDeepStrictEqual(e, a) },
  { name: 'fast-deep-equal', kind: 'peer', run: (e, a) => fastDeepEqual(e, a) },
  { name: 'dequal', kind: 'peer', run: (e, a) => dequal(e, a) },
  { name: 'JSON.stringify(a) === JSON.stringify(b)', kind: 'peer', run: sameJson },
  {
    name: 'reference slow path only: read + compare (what a lie or a difference costs)',
    kind: 'experiment',
    run: (e, a) => leanParity(e, a).verdict.equal,
  },
  {
    name: 'experiment: final parity + bytes without the encoder copy',
    kind: 'experiment',
    run: (e, a) => {
      const check = experimentalFinalParity(e, a);
      consume(check.bytes);
      return check.verdict.equal;
    },
  },
  {
    name: 'experiment: one pass emitting bytes in JS',
    kind: 'experiment',
    run: (e, a) => {
      const bytes = emitWhileWalking(e, a);
      consume(bytes);
      return bytes !== undefined || leanParity(e, a).verdict.equal;
    },
  },
];

export const BASELINE_CONTENDERS: readonly BaselineContender[] = [
  { name: 'reference: takeBaseline (copy + deep freeze)', kind: 'reference', copy: takeBaseline },
  { name: 'structuredClone (no freeze)', kind: 'peer', copy: (t) => structuredClone(t) },
  { name: 'JSON.parse(JSON.stringify()) (no freeze)', kind: 'peer', copy: (t) => JSON.parse(JSON.stringify(t)) },
];
