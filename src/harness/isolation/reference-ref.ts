import { ownModulePath } from './own-module.js';
import type { AdapterRef } from './protocol.js';

/** The bundled reference, as a worker loads it. */
export const referenceRef = (): AdapterRef => ({
  kind: 'module',
  path: ownModulePath('src/harness/pipeline-adapter', import.meta.url),
  shownAs: 'reference',
  origin: { file: '--adapter', path: '$' },
  exportName: 'referenceAdapter',
});
