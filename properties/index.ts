import type { PropertyDefinition } from '../src/harness/property.js';
import * as admission from './admission.js';
import * as difference from './difference.js';
import * as entryCapacity from './entry-capacity.js';
import * as entrySummary from './entry-summary.js';
import * as keyOrder from './key-order.js';
import * as laundering from './laundering.js';
import * as lies from './lies.js';
import * as owners from './owners.js';
import * as parity from './parity.js';
import * as projection from './projection.js';
import * as realUniverses from './real-universes.js';
import * as registrySnapshots from './registry-snapshots.js';
import * as settlement from './settlement.js';

/** Every property of the contract, in a stable order (by id). */
export const ALL_PROPERTIES: readonly PropertyDefinition<never>[] = (
  [
    projection,
    admission,
    owners,
    parity,
    difference,
    keyOrder,
    laundering,
    settlement,
    entryCapacity,
    entrySummary,
    realUniverses,
    registrySnapshots,
    lies,
  ].flatMap((module) => Object.values(module)) as PropertyDefinition<never>[]
)
  .filter((p) => typeof p === 'object' && p !== null && 'id' in p && 'check' in p)
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
