import fc from 'fast-check';

function attach<T extends object>(value: T, pristine: T): T {
  // Non-enumerable and symbol-keyed: invisible to JSON, zod, structuredClone and equality checks.
  Object.defineProperty(value, fc.cloneMethod, { value: () => attach(structuredClone(pristine), pristine) });
  return value;
}

/**
 * Lets fast-check hand every later run (shrink candidates, the reported counterexample) a fresh copy
 * of the value as generated, so a property or faulty SUT that mutates it in place cannot corrupt them.
 * Only for top-level containers: a symbol-keyed property on a descriptor would make it a lying one.
 */
export function replayable<T extends object>(value: T): T {
  return attach(value, structuredClone(value));
}
