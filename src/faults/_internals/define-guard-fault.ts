import { guardBackedAdapter } from '../../harness/guard-backed/guard-adapter.js';
import { GUARD_KIT, type GuardKit } from '../../harness/guard-backed/kit.js';
import type { FaultVariant, GuardPartName } from './define-fault.js';

/** What a faulty guard declares: the production guard's kit with one step swapped, made once per system. */
export interface GuardFaultSpec extends Omit<FaultVariant, 'part' | 'swaps' | 'adapter'> {
  readonly kit: () => GuardKit;
}

/** The production guard's kit with one step replaced. */
export const swapGuardStep =
  <K extends keyof GuardKit>(step: K, make: () => GuardKit[K]): (() => GuardKit) =>
  () => ({ ...GUARD_KIT, [step]: make() });

/** A faulty guard in the guard-backed pipeline; the guard steps it swaps are read off one sample build. */
export function defineGuardFault(spec: GuardFaultSpec): FaultVariant {
  const { kit, ...variant } = spec;
  const sample = kit();
  const swaps = (Object.keys(GUARD_KIT) as (keyof GuardKit)[])
    .filter((step) => sample[step] !== GUARD_KIT[step])
    .map((step): GuardPartName => `guard.${step}`);
  const [part] = swaps;
  if (part === undefined) throw new Error(`defineGuardFault: ${spec.id} swaps no step of the guard`);
  return { ...variant, part, swaps, adapter: guardBackedAdapter(spec.id, kit) };
}
