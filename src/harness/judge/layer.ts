import type { FindingCode } from './finding.js';

/** Which layer of the contract disagrees: who decides, who compares, who settles, what is sent, or the runtime itself. */
export const FINDING_LAYERS = ['admission', 'parity', 'settlement', 'wire', 'runtime'] as const;
export type FindingLayer = (typeof FINDING_LAYERS)[number];

const LAYER_OF_CODE: Record<FindingCode, FindingLayer> = {
  outcome: 'parity',
  stage: 'parity',
  reason: 'parity',
  lie: 'parity',
  property: 'parity',
  projection: 'admission',
  'provider-surface': 'wire',
  settlement: 'settlement',
  'late-effect': 'settlement',
  record: 'settlement',
  port: 'runtime',
  'facts-changed': 'runtime',
  'publication-changed': 'runtime',
  hang: 'runtime',
  exit: 'runtime',
  crash: 'runtime',
  'result-shape': 'runtime',
  'stray-process': 'runtime',
};

/** The layer a finding of this code speaks for, unless the judge named another (an admission disagreement). */
export const layerOf = (code: FindingCode): FindingLayer => LAYER_OF_CODE[code];
