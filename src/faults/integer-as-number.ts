import type { JsonValue } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, equalViews } from './_internals/careless-fast-path.js';
import { eachTool } from './_internals/lossy-parity.js';

/** Every `type: "integer"` read as `"number"`, as a checker that treats integer as a kind of number does. */
function widened(node: JsonValue | undefined): JsonValue {
  if (Array.isArray(node)) return node.map(widened);
  if (node === null || typeof node !== 'object') return node ?? null;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'type' && value === 'integer' ? 'number' : widened(value),
    ]),
  );
}

export const integerAsNumber = defineFault({
  id: 'integer-as-number',
  title: 'parity reads schema type `integer` as `number`',
  bug: 'input schemas are compared after widening `integer` to `number` (integer being a subset of number), so a hook that lets the model send 2.5 where an integer was required passes',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    carelessDataFastPath(equalViews(eachTool((tool) => ({ ...tool, inputSchema: widened(tool['inputSchema']) })))),
  ),
});
