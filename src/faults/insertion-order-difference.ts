import type { JsonValue, ParityDifference } from '../reference/model/index.js';
import { childPath } from '../reference/parity/json-path.js';
import { jsonEqual } from '../reference/parity/json-equal.js';
import type { ParityCheck, ParityContext } from '../reference/pipeline/parts.js';
import { referenceParts, strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';

type Place = Pick<ParityDifference, 'path' | 'expected' | 'actual'>;
const isObject = (v: JsonValue): v is { [key: string]: JsonValue } =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The first place two JSON values part, keys walked as `Object.keys` lists them: the baseline's, then new ones. */
function firstInInsertionOrder(expected: JsonValue, actual: JsonValue, path: string): Place | undefined {
  if (jsonEqual(expected, actual)) return undefined;
  if (!isObject(expected) || !isObject(actual)) return { path, expected, actual };
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const at = childPath(path, key);
    const [e, a] = [expected[key], actual[key]];
    if (a === undefined || e === undefined) return { path: at, expected: e ?? '<absent>', actual: a ?? '<absent>' };
    const found = firstInInsertionOrder(e, a, at);
    if (found) return found;
  }
  return undefined;
}

/** Strict parity whose reported place in an input schema is the first in key insertion order. */
function insertionOrderParity(context: ParityContext): ParityCheck {
  const check = strictParity(context);
  if (check.verdict.equal || check.verdict.difference.field !== 'inputSchema') return check;
  const { difference } = check.verdict;
  const expected = context.expected[difference.toolIndex]?.inputSchema;
  const actual = (context.request.tools[difference.toolIndex] as { inputSchema?: JsonValue } | undefined)?.inputSchema;
  const found =
    expected === undefined || actual === undefined
      ? undefined
      : firstInInsertionOrder(expected, actual, childPath(childPath('$', difference.toolIndex), 'inputSchema'));
  return found === undefined ? check : { ...check, verdict: { equal: false, difference: { ...difference, ...found } } };
}

/** A careless slip in what a rejection reports: the verdict is right, its "first" difference depends on key order. */
export const insertionOrderDifference = defineFault({
  id: 'insertion-order-difference',
  title: 'parity names the first difference in key insertion order',
  bug: 'the naming walk follows `Object.keys` order, so the same change to a registry that lists its keys in another order is reported at another place',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: insertionOrderParity, finalParity: insertionOrderParity }),
});
