import type { A34Adapter } from '../harness/adapter.js';
import { pipelineAdapter } from '../harness/pipeline-adapter.js';
import type { PipelineParts } from '../reference/pipeline/parts.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';

/** A faulty variant of the reference: one part swapped, standing for one real bug. */
export interface FaultVariant {
  /** Stable id, named in properties' `kills` and in the kill matrix. */
  readonly id: string;
  readonly title: string;
  /** One line: the real bug this variant stands for. */
  readonly bug: string;
  /** `historic`: A34-SPEC §8 lists it; `careless`: a plausible slip while implementing the contract. */
  readonly origin: 'historic' | 'careless';
  /** The A34-SPEC §8 item, for historic faults. */
  readonly historic?: number;
  /** The one pipeline part this variant replaces. */
  readonly part: keyof PipelineParts;
  readonly adapter: A34Adapter;
}

/** What a fault file declares; `swap` builds the replacement part once per system, so it may keep state. */
export interface FaultSpec<K extends keyof PipelineParts> extends Omit<FaultVariant, 'part' | 'adapter'> {
  readonly part: K;
  readonly swap: () => PipelineParts[K];
}

/** Builds a fault whose parts are the reference parts with exactly one replaced. */
export function defineFault<K extends keyof PipelineParts>(spec: FaultSpec<K>): FaultVariant {
  const { swap, ...variant } = spec;
  const adapter = pipelineAdapter(spec.id, () => ({ ...referenceParts, [spec.part]: swap() }) as PipelineParts);
  return { ...variant, adapter };
}
