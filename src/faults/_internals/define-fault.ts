import type { A34Adapter } from '../../harness/adapter.js';
import type { GuardKit } from '../../harness/guard-backed/kit.js';
import type { PortPartName } from './define-port-fault.js';
import { pipelineAdapter } from '../../harness/pipeline-adapter.js';
import type { PipelineParts } from '../../reference/pipeline/parts.js';
import { referenceParts } from '../../reference/pipeline/reference-parts.js';

type PartName = keyof PipelineParts;
/** A step of the guard a faulty guard swaps (src/harness/guard-backed/kit.ts), named apart from pipeline parts. */
export type GuardPartName = `guard.${keyof GuardKit}`;

/** A faulty variant of the reference: some parts swapped, standing for one real bug. */
export interface FaultVariant {
  /** Stable id, named in properties' `kills` and in the kill matrix; the fault's file is named after it. */
  readonly id: string;
  readonly title: string;
  /** One line: the real bug this variant stands for. */
  readonly bug: string;
  /** `historic`: A34-SPEC §8 lists it; `careless`: a plausible slip while implementing the contract. */
  readonly origin: 'historic' | 'careless';
  /** The A34-SPEC §8 item, for historic faults. */
  readonly historic?: number;
  /** The first pipeline part (or guard step) this variant replaces, in the order of the reference's parts. */
  readonly part: PartName | GuardPartName | PortPartName;
  /** Every pipeline part (or guard step, or port the runtime misuses) this variant replaces. */
  readonly swaps: readonly (PartName | GuardPartName | PortPartName)[];
  readonly adapter: A34Adapter;
}

/** What a fault file declares; `parts` runs once per system, so parts built in it may share state. */
export interface FaultSpec extends Omit<FaultVariant, 'part' | 'swaps' | 'adapter'> {
  readonly parts: () => PipelineParts;
}

/** The reference parts with one replaced; `make` runs once per system, so the part may keep state. */
export const swapOne =
  <K extends PartName>(part: K, make: () => PipelineParts[K]): (() => PipelineParts) =>
  () => ({ ...referenceParts, [part]: make() });

/** Builds a fault from its parts; the parts it swaps are read off one sample build. */
export function defineFault(spec: FaultSpec): FaultVariant {
  const { parts, ...variant } = spec;
  const sample = parts();
  const swaps = (Object.keys(referenceParts) as PartName[]).filter((name) => sample[name] !== referenceParts[name]);
  const [part] = swaps;
  if (part === undefined) throw new Error(`defineFault: ${spec.id} swaps no part of the reference`);
  return { ...variant, part, swaps, adapter: pipelineAdapter(spec.id, parts) };
}
