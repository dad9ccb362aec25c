import { compareCodeUnits } from '../reference/json/compare-keys.js';
import type { JsonValue } from '../reference/model/index.js';
import { defineFault } from './fault-variant.js';
import { eachTool, lossyParity, nameOf } from './lossy-parity.js';

const topLevelKeys = (schema: JsonValue | undefined): JsonValue =>
  schema !== null && typeof schema === 'object' && !Array.isArray(schema)
    ? Object.fromEntries(Object.keys(schema).map((k) => [k, true]))
    : (schema ?? null);

/** §8.13a: order is not compared. */
export const ignoresOrder = defineFault({
  id: 'ignores-order',
  title: 'parity ignores tool order',
  bug: 'both lists are sorted by name before comparing, so a reordering hook passes',
  origin: 'historic',
  historic: 13,
  part: 'finalParity',
  swap: () => lossyParity((tools) => [...tools].sort((a, b) => compareCodeUnits(nameOf(a), nameOf(b)))),
});

/** §8.13b: descriptions are not compared. */
export const ignoresDescriptions = defineFault({
  id: 'ignores-descriptions',
  title: 'parity ignores descriptions',
  bug: 'the comparison treats descriptions as cosmetic, so an appended instruction reaches the model',
  origin: 'historic',
  historic: 13,
  part: 'finalParity',
  swap: () => lossyParity(eachTool(({ description: _ignored, ...rest }) => rest)),
});

/** §8.13c: only the schema's top-level keys are compared. */
export const ignoresNestedSchema = defineFault({
  id: 'ignores-nested-schema',
  title: 'parity compares only top-level schema keys',
  bug: 'inputSchema is compared by its top-level keys, so nested properties, types and enums may change',
  origin: 'historic',
  historic: 13,
  part: 'finalParity',
  swap: () => lossyParity(eachTool((tool) => ({ ...tool, inputSchema: topLevelKeys(tool['inputSchema']) }))),
});
