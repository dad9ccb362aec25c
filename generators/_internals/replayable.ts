import fc from 'fast-check';
import { cloneJson } from '../../src/reference/json/clone.js';

function attach<T extends object>(value: T, pristine: T): T {
  // Non-enumerable and symbol-keyed: invisible to JSON, zod, copies and equality checks.
  Object.defineProperty(value, fc.cloneMethod, { value: () => attach(cloneJson(pristine), pristine) });
  return value;
}

/**
 * Lets fast-check hand every later run (shrink candidates, the reported counterexample) a fresh copy
 * of the value as generated, so a property or faulty SUT that mutates it in place cannot corrupt them.
 * Only for top-level containers: a symbol-keyed property on a descriptor would make it a lying one.
 */
export function replayable<T extends object>(value: T): T {
  // The run gets the copy: `value` may hold fast-check's own sub-values, which shrink candidates reuse.
  return attach(cloneJson(value), value);
}
