import type { A34Adapter } from 'a34-verify';
import { runRequest } from './pipeline.js';
import { project } from './projection.js';

/**
 * mini-a34 as the harness sees it. The system keeps no state between turns, so every instance
 * is the same; a stateful implementation would build its caches here, once per system.
 */
export const adapter: A34Adapter = {
  name: 'mini-a34',
  createSystem: () => ({
    project,
    // Availability after a restart comes from sealed Gateway receipts only; stored tool results are never read.
    recover: (receipts) => receipts.filter((r) => r.issuer === 'web-gateway').map((r) => ({ ...r.fact })),
    runRequest,
  }),
};
