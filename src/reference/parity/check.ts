import type { ParityVerdict, ToolDescriptor } from '../model/index.js';
import { compareSurfaces } from './compare.js';
import { readSurface, type SurfaceRead } from './read-surface.js';

/** A surface that cannot be read is a difference: fail closed, naming where the lie sits. */
export function unreadableVerdict(read: Extract<SurfaceRead, { ok: false }>): ParityVerdict {
  const toolIndex = Number(/^\$\[(\d+)\]/.exec(read.path)?.[1] ?? -1);
  return {
    equal: false,
    difference: {
      toolIndex,
      field: 'surface',
      path: read.path,
      expected: '<absent>',
      actual: '<unreadable>',
      reason: read.reason,
    },
  };
}

/** Parity of a request's tool list (whatever it holds) against the expected logical surface. */
export function checkParity(expected: readonly ToolDescriptor[], actual: unknown): ParityVerdict {
  const read = readSurface(actual);
  return read.ok ? compareSurfaces(expected, read.tools) : unreadableVerdict(read);
}
