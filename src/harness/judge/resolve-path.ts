import type { PathStep } from '../json-path.js';
import { ABSENT } from './markers.js';

/** The value at `steps` under `root`, or `<absent>` when a step does not exist (own keys and indexes only). */
export function resolvePath(root: unknown, steps: readonly PathStep[]): unknown {
  let at: unknown = root;
  for (const step of steps) {
    if ('index' in step) {
      if (!Array.isArray(at) || step.index >= at.length) return ABSENT;
      at = at[step.index];
    } else {
      if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, step.key)) return ABSENT;
      at = (at as Record<string, unknown>)[step.key];
    }
  }
  return at;
}

/** `array`, `object`, `null` or the `typeof` of a JSON value. */
export const jsonKind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
