import type { JsonValue } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity } from './_internals/lossy-parity.js';

const topLevelKeys = (schema: JsonValue | undefined): JsonValue =>
  schema !== null && typeof schema === 'object' && !Array.isArray(schema)
    ? Object.fromEntries(Object.keys(schema).map((k) => [k, true]))
    : (schema ?? null);

/** §8.13c: only the schema's top-level keys are compared. */
export const ignoresNestedSchema = defineFault({
  id: 'ignores-nested-schema',
  title: 'parity compares only top-level schema keys',
  bug: 'inputSchema is compared by its top-level keys, so nested properties, types and enums may change',
  origin: 'historic',
  historic: 13,
  parts: swapOne('finalParity', () =>
    lossyParity(eachTool((tool) => ({ ...tool, inputSchema: topLevelKeys(tool['inputSchema']) }))),
  ),
});
