import { READBACK_TOOL, type AdmissionFacts, type ToolDescriptor } from '../reference/model/index.js';
import { readToolResult } from './fixtures/etf-tools.js';
import { admit } from '../reference/surface/admission.js';
import type { MutationWorld } from './mutations/index.js';

/** What an adversarial hook can smuggle in this turn: a refused tool, the readback control. */
export function mutationWorld(facts: AdmissionFacts): MutationWorld {
  const refused = admit(facts).find((d) => d.refusedBy !== undefined)?.descriptor;
  const readback: ToolDescriptor =
    facts.nativeControls.find((c) => c.descriptor.name === READBACK_TOOL)?.descriptor ?? readToolResult;
  return { refused: refused ? structuredClone(refused) : undefined, readback: structuredClone(readback) };
}
