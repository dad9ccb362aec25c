import type { JsonValue, ParityVerdict, ToolDescriptor } from '../model/index.js';
import { compareSurfaces } from './compare.js';
import { readSurface } from './read-surface.js';

/** Parity of a request's tool list (whatever it holds) against the expected logical surface. */
export function checkParity(expected: readonly ToolDescriptor[], actual: unknown): ParityVerdict {
  const read = readSurface(actual);
  if (!read.ok) {
    const toolIndex = Number(/^\$\[(\d+)\]/.exec(read.path)?.[1] ?? -1);
    return { equal: false, difference: { toolIndex, field: 'surface', path: read.path, expected: '<absent>', actual: '<unreadable>', reason: read.reason } };
  }
  return compareSurfaces(expected, read.tools as unknown as readonly JsonValue[]);
}
