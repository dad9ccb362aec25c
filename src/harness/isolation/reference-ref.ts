import { fileURLToPath } from 'node:url';
import type { AdapterRef } from './protocol.js';

/** The bundled reference, as a worker loads it. */
export const referenceRef = (): AdapterRef => ({
  kind: 'module',
  path: fileURLToPath(new URL('../pipeline-adapter.ts', import.meta.url)),
  shownAs: 'reference',
  origin: { file: '--adapter', path: '$' },
  exportName: 'referenceAdapter',
});
