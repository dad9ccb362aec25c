import type { AdmissionFacts, ToolDescriptor } from 'a34-verify';

/** A tool every owner admitted this turn, with what the contract says it means. */
export interface Admitted {
  readonly descriptor: ToolDescriptor;
  readonly capability: string;
  /** Native controls have no Host action. */
  readonly action: string | undefined;
}

const READBACK = 'read_tool_result';

/** Capabilities each identity-bound Gateway fact takes away. */
const REMOVES = {
  search_budget_exhausted: ['web.search'],
  runtime_window_expired: ['web.search', 'web.read'],
} as const;

/** A34-SPEC §3, one owner per condition; diagnostics are never read. */
export function admit(facts: AdmissionFacts): Admitted[] {
  const admitted: Admitted[] = [];
  const skillHas = (capability: string) => facts.skills.some((s) => s.active && s.capabilities.includes(capability));
  for (const connection of facts.registry.connections) {
    if (!connection.connected) continue;
    const bound = facts.gatewayFacts.filter(
      (f) =>
        f.runId === facts.turn.runId && f.scopeId === facts.turn.scopeId && f.connectionId === connection.connectionId,
    );
    for (const tool of connection.tools) {
      const entry = facts.contract.find((e) => e.toolName === tool.name);
      if (entry === undefined || entry.origin === 'native' || tool.name === READBACK) continue;
      const granted =
        facts.grant.capabilities.includes(entry.capability) &&
        (tool.annotations?.readOnlyHint === true || facts.grant.nonReadOnlyTools.includes(tool.name));
      const hostAllows = facts.host.permittedActions.includes(entry.action);
      const available = !bound.some((f) => (REMOVES[f.kind] as readonly string[]).includes(entry.capability));
      const withinCeiling = entry.origin !== 'synthetic' || skillHas(entry.capability);
      if (granted && hostAllows && available && withinCeiling)
        admitted.push({ descriptor: tool, capability: entry.capability, action: entry.action });
    }
  }
  for (const control of facts.nativeControls) {
    const permitted =
      control.descriptor.name === READBACK
        ? facts.stage.readbackPermitted
        : facts.grant.capabilities.includes(control.capability);
    if (permitted) admitted.push({ descriptor: control.descriptor, capability: control.capability, action: undefined });
  }
  return admitted;
}
