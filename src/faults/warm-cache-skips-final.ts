import type { ParityCheck } from '../reference/pipeline/parts.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Requests a system serves before its verdict cache starts answering. */
const WARM_AFTER = 8;

const namesOf = (tools: unknown): string | undefined => {
  try {
    return Array.isArray(tools) ? JSON.stringify(tools.map((t: { name?: unknown }) => String(t?.name))) : undefined;
  } catch {
    return undefined;
  }
};

/** A final-parity cache keyed on tool names that, once warm, answers without the walk. */
export const warmCacheSkipsFinal = defineFault({
  id: 'warm-cache-skips-final',
  title: 'final parity answers from a warm cache keyed on tool names',
  bug: 'after a few requests on one instance a verdict cache keyed on the names serves a changed list the old verdict',
  origin: 'careless',
  parts: swapOne('finalParity', () => {
    const cache = new Map<string, ParityCheck>();
    let served = 0;
    return (context) => {
      served++;
      const key = namesOf(context.request.tools);
      const cached = key === undefined ? undefined : cache.get(key);
      if (cached !== undefined && served > WARM_AFTER) return cached;
      const check = referenceParts.finalParity(context);
      if (key !== undefined && check.verdict.equal) cache.set(key, check);
      return check;
    };
  }),
});
