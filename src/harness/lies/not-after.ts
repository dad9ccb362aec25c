import { HOOK_STAGES, type HookStage } from '../../reference/pipeline/hooks.js';
import type { Mutation } from '../scenario.js';
import type { Lie } from './lie.js';

/**
 * Moves an ordinary mutation to the lie's stage when it would strike later: a later hook could
 * launder the lie (a deep copy runs its getters), and the case would then test the hook, not the gate.
 */
export function notAfter(m: Mutation, lie: Pick<Lie, 'stage'>): Mutation {
  const at = Math.min(HOOK_STAGES.indexOf(m.stage), HOOK_STAGES.indexOf(lie.stage));
  return { ...m, stage: HOOK_STAGES[at] as HookStage };
}
