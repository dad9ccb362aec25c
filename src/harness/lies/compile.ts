import type { RequestHook } from '../../reference/pipeline/hooks.js';
import { accessorOnList, flippingGetter, nonEnumerable, proxy, symbolKey } from './install-hidden.js';
import { constructorKey, inheritedProperty, inheritedToJson, ownToJson, protoKey } from './install-prototype.js';
import { cycle, deepSchema, hugeSchema, sharedReference } from './install-shapes.js';
import { installSummaryLie } from './install-summary.js';
import { bigint, functionValue, infinity, nan, negativeZero, sparseArray, undefinedValue } from './install-values.js';
import type { Lie, LieKind } from './lie.js';
import { createProbe, type LieProbe } from './probe.js';
import type { LieContext } from './spots.js';

const INSTALL: Record<LieKind, (context: LieContext) => void> = {
  proxy,
  'flipping-getter': flippingGetter,
  'own-tojson': ownToJson,
  'inherited-tojson': inheritedToJson,
  'inherited-property': inheritedProperty,
  'symbol-key': symbolKey,
  cycle,
  'shared-reference': sharedReference,
  'undefined-value': undefinedValue,
  nan,
  infinity,
  'negative-zero': negativeZero,
  'function-value': functionValue,
  bigint,
  'sparse-array': sparseArray,
  'proto-key': protoKey,
  'constructor-key': constructorKey,
  'huge-schema': hugeSchema,
  'deep-schema': deepSchema,
  'non-enumerable': nonEnumerable,
  'accessor-on-list': accessorOnList,
};

/**
 * A hook that installs the lie into `request.tools` (the tool at `target` modulo the list length;
 * a decoy tool when the list is empty; nowhere when the request holds no list), or with `on: 'summary'` into the
 * Entry summary (its slot, the list or a line), and reports where it sits to `probe`.
 */
export function compileLie(lie: Lie, probe: LieProbe = createProbe()): RequestHook {
  return (request) => {
    if (lie.on === 'summary') {
      probe.installed = installSummaryLie({ request, lie, probe });
      return;
    }
    // An earlier hook left no list (`delete`/`list-not-a-list`): the lie finds no home, that change decides.
    if (!Array.isArray(request.tools)) return;
    INSTALL[lie.kind]({ request, lie, probe });
    // Every kind but the honest look-alike always finds a home.
    if (lie.kind !== 'shared-reference') probe.installed = true;
  };
}
