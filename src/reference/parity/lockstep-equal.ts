import { types } from 'node:util';
import type { ReadonlyJsonValue } from '../model/index.js';
import { MAX_DEPTH } from './read-surface.js';

const { isProxy } = types;
const { getOwnPropertyDescriptor, getOwnPropertyNames, getOwnPropertySymbols, getPrototypeOf, hasOwn, keys } = Object;

/**
 * True only when `actual` is a plain, lie-free JSON tree equal to `expected`, key order aside: the same
 * checks as readSurface (no Proxy, plain prototypes, own enumerable data properties, no symbols, no
 * holes or extras in arrays, finite numbers, no -0), done while comparing, with no copy and no path strings.
 * `expected` must be a baseline (plain, acyclic, deep-frozen JSON): recursion stops at its leaves, so a
 * cycle in `actual` ends as a mismatch. False means "not proven equal": the caller asks the strict reader
 * for the exact verdict and reason, so verdicts match the reference's.
 */
export function lockstepEqual(expected: ReadonlyJsonValue, actual: unknown, depth = 0): boolean {
  // Same refusal depth as readSurface, so even an absurdly deep baseline gets the reference's verdict.
  if (depth > MAX_DEPTH) return false;
  if (typeof actual !== 'object' || actual === null) return actual === expected && (actual !== 0 || 1 / actual > 0);
  // A frozen baseline node is itself plain JSON: sharing one is equality, not a lie.
  if (actual === expected) return true;
  if (typeof expected !== 'object' || expected === null || isProxy(actual)) return false;
  return Array.isArray(actual) ? arrayEqual(expected, actual, depth + 1) : objectEqual(expected, actual, depth + 1);
}

/** An own enumerable data property (never a getter) whose value equals `expected`. */
const dataEqual = (d: PropertyDescriptor | undefined, expected: ReadonlyJsonValue, depth: number): boolean =>
  d !== undefined && d.enumerable === true && 'value' in d && lockstepEqual(expected, d.value, depth);

type JsonNode = readonly ReadonlyJsonValue[] | { readonly [key: string]: ReadonlyJsonValue };
// Array.isArray does not narrow a readonly array out of a union; this guard does, at the same cost.
const isList = (node: JsonNode): node is readonly ReadonlyJsonValue[] => Array.isArray(node);

function arrayEqual(expected: JsonNode, actual: unknown[], depth: number): boolean {
  if (!isList(expected) || getPrototypeOf(actual) !== Array.prototype || actual.length !== expected.length)
    return false;
  for (let i = 0; i < actual.length; i++) {
    if (!dataEqual(getOwnPropertyDescriptor(actual, i), expected[i] as ReadonlyJsonValue, depth)) return false;
  }
  // Checked last: listing an array's own keys builds index strings, so it runs once per array, not per item.
  return getOwnPropertyNames(actual).length === actual.length + 1 && getOwnPropertySymbols(actual).length === 0;
}

function objectEqual(expected: JsonNode, actual: object, depth: number): boolean {
  const proto: unknown = getPrototypeOf(actual);
  if ((proto !== Object.prototype && proto !== null) || isList(expected)) return false;
  // Names + symbols see what Reflect.ownKeys sees at a third of its cost (V8 caches the names of a shape).
  const own = getOwnPropertyNames(actual);
  if (own.length !== keys(expected).length || getOwnPropertySymbols(actual).length !== 0) return false;
  for (let i = 0; i < own.length; i++) {
    const key = own[i] as string;
    if (!hasOwn(expected, key)) return false;
    if (!dataEqual(getOwnPropertyDescriptor(actual, key), expected[key] as ReadonlyJsonValue, depth)) return false;
  }
  return true;
}
