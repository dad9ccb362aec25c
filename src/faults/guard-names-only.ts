import { GUARD_KIT } from '../harness/guard-backed/kit.js';
import { defineGuardFault, swapGuardStep } from './_internals/define-guard-fault.js';

/** The guard's final check compares tool names only. */
export const guardNamesOnly = defineGuardFault({
  id: 'guard-names-only',
  title: "the guard's check on the bytes compares tool names only",
  bug: 'the final check keeps only findings about which tools are on the wire and what they are called',
  origin: 'careless',
  kit: swapGuardStep(
    'checkBytes',
    () => (input, bytes) =>
      GUARD_KIT.checkBytes(input, bytes).filter(
        (f) => f.field === 'tool' || f.field === 'name' || f.field === 'request',
      ),
  ),
});
