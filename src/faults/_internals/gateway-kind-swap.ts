import type { GatewayFact } from '../../reference/model/index.js';
import { admit } from '../../reference/surface/admission.js';
import type { PipelineParts } from '../../reference/pipeline/parts.js';

/** Admission that reads one Gateway fact kind as another: the confusion two availability faults share. */
export const admitReadingKindAs =
  (from: GatewayFact['kind'], to: GatewayFact['kind']): PipelineParts['admit'] =>
  (facts) =>
    admit({ ...facts, gatewayFacts: facts.gatewayFacts.map((f) => (f.kind === from ? { ...f, kind: to } : f)) });
