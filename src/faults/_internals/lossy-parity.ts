import { compareCodeUnits } from '../../reference/json/compare-keys.js';
import type { JsonValue, ParityDifference, ToolDescriptor } from '../../reference/model/index.js';
import type { ParityCheck, ParityContext } from '../../reference/pipeline/parts.js';
import { compareSurfaces } from '../../reference/parity/compare.js';
import { readSurface } from '../../reference/parity/read-surface.js';
import { strictParity } from '../../reference/pipeline/reference-parts.js';

/** Says equal without comparing; dispatches whatever the request holds, as a skipped check does. */
export function passUnchecked(context: ParityContext): ParityCheck {
  const read = readSurface(context.request.tools);
  return { verdict: { equal: true }, snapshot: read.ok ? read.tools : (context.request.tools as ToolDescriptor[]) };
}

/** A comparator's view of a surface: what it keeps of each side before comparing. */
export type SurfaceView = (tools: readonly JsonValue[]) => JsonValue[];

/** A parity step that compares lossy views of both sides but dispatches the real snapshot. */
export function lossyParity(view: SurfaceView): (context: ParityContext) => ParityCheck {
  return (context) => {
    const read = readSurface(context.request.tools);
    if (!read.ok) return strictParity(context);
    // Cast: the lossy view of the baseline stands in for the descriptors, which is the fault.
    const expected = view(context.expected) as unknown as ToolDescriptor[];
    return { verdict: compareSurfaces(expected, view(read.tools)), snapshot: read.tools };
  };
}

type JsonRecord = { [key: string]: JsonValue };

/** Applies `change` to every tool that is an object; anything else passes through for the comparison to see. */
export const eachTool =
  (change: (tool: JsonRecord) => JsonRecord): SurfaceView =>
  (tools) =>
    tools.map((tool) =>
      tool !== null && typeof tool === 'object' && !Array.isArray(tool) ? change({ ...tool }) : tool,
    );

/** The name a comparator would read from a tool, or '' when it has none. */
export const nameOf = (tool: JsonValue): string =>
  tool !== null && typeof tool === 'object' && !Array.isArray(tool) && typeof tool['name'] === 'string'
    ? tool['name']
    : '';

/** A difference for comparators that do not locate one (e.g. whole-text comparison). */
export const wholeSurfaceDifference = (reason: string): ParityDifference => ({
  toolIndex: -1,
  field: 'surface',
  path: '$',
  expected: '<absent>',
  actual: '<unreadable>',
  reason,
});

/** A string field changed by `change`; anything else as it is, for the comparison to see. */
export const text = (value: JsonValue | undefined, change: (s: string) => string): JsonValue =>
  typeof value === 'string' ? change(value) : (value ?? null);

/** Key-sorted JSON text: equal for equal values whatever their key order. */
export const canonical = (value: JsonValue): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort(compareCodeUnits)
        .map((k) => `${JSON.stringify(k)}:${canonical(value[k] as JsonValue)}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : JSON.stringify(value);
