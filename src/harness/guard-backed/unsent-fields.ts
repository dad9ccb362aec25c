import type { JsonValue, ParityVerdict, ToolDescriptor } from '../../reference/model/index.js';
import { compareSurfaces } from '../../reference/parity/compare.js';

const isObject = (v: unknown): v is Record<string, JsonValue> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A tool with what is sent blanked out: its name stays, to pair it, and every field no encoder writes. */
function unsent(tool: JsonValue): JsonValue {
  if (!isObject(tool)) return tool;
  // A spread defines own data properties, so a planted "__proto__" key stays a key here too.
  const view: Record<string, JsonValue> = { ...tool };
  if (Object.hasOwn(view, 'description')) view['description'] = '';
  if (Object.hasOwn(view, 'inputSchema')) view['inputSchema'] = {};
  return view;
}

/**
 * The fields a tool carries that have no wire form (annotations, any other key): the guard's check on the bytes
 * cannot see a change to them, so the pipeline holds them to the baseline itself. What is sent is left to the
 * guard; a change to an unsent field rejects the request, with the first difference of the whole lists.
 */
export function unsentFieldsVerdict(
  expected: readonly ToolDescriptor[],
  actual: readonly ToolDescriptor[],
): ParityVerdict {
  const views = compareSurfaces(
    expected.map((tool) => unsent(tool as unknown as JsonValue)) as unknown as ToolDescriptor[],
    actual.map((tool) => unsent(tool as unknown as JsonValue)),
  );
  if (views.equal || (views.difference.field !== 'annotations' && views.difference.field !== 'other'))
    return { equal: true };
  return compareSurfaces(expected, actual);
}
