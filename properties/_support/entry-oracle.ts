import { READBACK_TOOL, type AdmissionFacts, type ToolDescriptor } from '../../src/reference/model/index.js';
import { lawfulNames } from './admission-oracle.js';

/** Tools the connected servers list; a listed readback control is never admitted (A34-SPEC §3). */
const listedTools = (facts: AdmissionFacts): ToolDescriptor[] =>
  facts.registry.connections
    .filter((c) => c.connected)
    .flatMap((c) => c.tools)
    .filter((t) => t.name !== READBACK_TOOL);

/**
 * The Entry lines owners' facts call for (A34-SPEC §2, §4), independent of the reference: each capability
 * of an admitted registry tool, with the Host actions its contract rows route it through. Native controls
 * are runtime controls with no Host action, so they state no line.
 */
export function lawfulLines(facts: AdmissionFacts): Map<string, Set<string>> {
  const lawful = lawfulNames(facts);
  const lines = new Map<string, Set<string>>();
  for (const tool of listedTools(facts)) {
    const entry = facts.contract.find((e) => e.toolName === tool.name);
    if (entry === undefined || entry.origin === 'native' || !lawful.has(tool.name)) continue;
    lines.set(entry.capability, (lines.get(entry.capability) ?? new Set()).add(entry.action));
  }
  return lines;
}

/** Each admitted tool as its owner lists it (registry server or native control), by name. */
export function lawfulListings(facts: AdmissionFacts): Map<string, ToolDescriptor> {
  const lawful = lawfulNames(facts);
  const listed = [...listedTools(facts), ...facts.nativeControls.map((c) => c.descriptor)];
  return new Map(listed.filter((t) => lawful.has(t.name)).map((t) => [t.name, t] as const));
}
