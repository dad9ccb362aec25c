import { types } from 'node:util';
import type { A34Adapter } from '../../src/harness/adapter.js';
import { ABSENT, resolvePath, UNREADABLE } from '../../src/harness/judge/index.js';
import { jsonPath, jsonStep, parsePath, type PathStep } from '../../src/harness/json-path.js';
import { pipelineAdapter } from '../../src/harness/pipeline-adapter.js';
import type { JsonValue, ParityDifference } from '../../src/reference/model/index.js';
import { readSurface } from '../../src/reference/parity/read-surface.js';
import { checkSummaryParity } from '../../src/reference/parity/summary-parity.js';
import type { ParityCheck, ParityContext } from '../../src/reference/pipeline/parts.js';
import { referenceParts, strictParity } from '../../src/reference/pipeline/reference-parts.js';
import { isCapacityFailure } from '../../src/reference/surface/projection.js';

/** How a truthful implementation may report what the reference reports, each choice allowed by docs/adapter.md. */
export interface TruthfulChoices {
  /** Where the reference says `<absent>` for an expected side the expectation holds a value at: that value. */
  readonly expectedValue: boolean;
  /** At a lie, `<absent>` for the request side instead of `<unreadable>`. */
  readonly absentAtLie: boolean;
  /** At a hole hidden beside a named key: the key, the other defect of the same lie. */
  readonly keyOfHole: boolean;
  /** The node above: the whole tool (or the whole summary) that holds the difference. */
  readonly wholeTool: boolean;
  /** Another Entry wording that still states the capability and the Host action (0: the reference's). */
  readonly wording: number;
}

const WORDINGS: readonly ((capability: string, action: string) => string)[] = [
  (c, a) => `The capability ${c} may be used through the Host action ${a}.`,
  (c, a) => `Capability ${c} is permitted via Host action ${a}.`,
  (c, a) => `${c}: allowed (Host action ${a})`,
  (c, a) => `You may use ${c}; the Host routes it through ${a}.`,
];
export const WORDING_COUNT = WORDINGS.length;

const pathOf = (steps: readonly PathStep[]): string => jsonPath(steps.map((s) => ('index' in s ? s.index : s.key)));

/** The plain array at `steps` under `root` that carries an own data key `x` beside its items; no getter or trap runs. */
function hiddenKeyAt(root: unknown, steps: readonly PathStep[]): boolean {
  let at: unknown = root;
  for (const step of steps) {
    if (at === null || typeof at !== 'object' || types.isProxy(at)) return false;
    const slot = Object.getOwnPropertyDescriptor(at, 'index' in step ? step.index : step.key);
    if (slot === undefined || !('value' in slot)) return false;
    at = slot.value;
  }
  if (!Array.isArray(at) || types.isProxy(at)) return false;
  const x = Object.getOwnPropertyDescriptor(at, 'x');
  return x !== undefined && 'value' in x;
}

/** The reference's difference, reported another truthful way: same place or a truthful neighbour, true sides. */
function retell(
  d: ParityDifference,
  expected: readonly unknown[],
  request: unknown,
  choices: TruthfulChoices,
  root: readonly PathStep[],
): ParityDifference {
  const steps = parsePath(d.path);
  if (steps === undefined) return d;
  const within = steps.slice(root.length);
  const lie = d.actual === UNREADABLE && within.length > 0;
  // The reference names the hole; its parent array carries the key that hides it.
  const last = within.at(-1);
  if (choices.keyOfHole && lie && last !== undefined && 'index' in last && hiddenKeyAt(request, within.slice(0, -1)))
    return { ...d, path: jsonStep(pathOf(steps.slice(0, -1)), 'x'), expected: ABSENT };
  if (choices.wholeTool && within.length > 1) {
    const top = within.slice(0, 1);
    const held = lie ? UNREADABLE : resolvePath(readable(request), top);
    const want = resolvePath(expected, top);
    if (held !== ABSENT && want !== ABSENT)
      return {
        ...d,
        path: pathOf([...root, ...top]),
        field: root.length > 0 ? d.field : 'tool',
        expected: want as JsonValue,
        actual: held as JsonValue,
      };
  }
  const truth = resolvePath(expected, within);
  return {
    ...d,
    ...(choices.expectedValue && d.expected === ABSENT && truth !== ABSENT ? { expected: truth as JsonValue } : {}),
    ...(choices.absentAtLie && lie ? { actual: ABSENT } : {}),
  };
}

/** The request's list as JSON, or nothing when it holds a lie. */
const readable = (request: unknown): unknown => {
  const read = readSurface(request);
  return read.ok ? read.tools : undefined;
};

const SUMMARY_ROOT = parsePath('$.entrySummary') as PathStep[];

/** The reference with its reports retold and its Entry lines worded another way: every choice truthful. */
export function truthfulVariant(choices: TruthfulChoices): A34Adapter {
  const parity = (context: ParityContext): ParityCheck => {
    const check = strictParity(context);
    if (check.verdict.equal) return check;
    const difference = retell(check.verdict.difference, context.expected, context.request.tools, choices, []);
    return { ...check, verdict: { equal: false, difference } };
  };
  const word = WORDINGS[choices.wording % WORDINGS.length] ?? WORDINGS[0];
  return pipelineAdapter('truthful-variant', () => ({
    ...referenceParts,
    earlyParity: parity,
    finalParity: parity,
    summaryParity: ({ expected, request }) => {
      const check = checkSummaryParity(expected, request);
      if (check.verdict.equal) return check;
      const slot = Object.getOwnPropertyDescriptor(request, 'entrySummary');
      const held = slot === undefined ? [] : 'value' in slot ? slot.value : undefined;
      const difference = retell(check.verdict.difference, expected, held, choices, SUMMARY_ROOT);
      return { ...check, verdict: { equal: false, difference } };
    },
    project: (facts, admit) => {
      const result = referenceParts.project(facts, admit);
      if (isCapacityFailure(result) || result.mode !== 'entry' || word === undefined) return result;
      return {
        ...result,
        permissions: result.permissions.map((p) => ({ ...p, statement: word(p.capability, p.action) })),
      };
    },
  }));
}
