import { ownModulePath } from '../../harness/isolation/own-module.js';
import type { AdapterRef } from '../../harness/isolation/protocol.js';

/** A catalog fault (lie faults included), as a worker loads it: `faultById` of the catalog module. */
export const faultRef = (id: string): AdapterRef => ({
  kind: 'module',
  path: ownModulePath('src/faults/catalog', import.meta.url),
  shownAs: id,
  origin: { file: '--adapter', path: '$' },
  factory: 'faultAdapter',
  argument: id,
});
