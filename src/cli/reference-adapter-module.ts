import type { A34Adapter } from '../harness/adapter.js';
import { referenceAdapter } from '../harness/pipeline-adapter.js';

/** The reference A34 implementation as an adapter module, for `a34.config.ts` and `--adapter`. */
export const adapter: A34Adapter = referenceAdapter;
