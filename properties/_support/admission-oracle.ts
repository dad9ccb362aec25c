import type { AdmissionFacts } from '../../src/reference/model/index.js';

/**
 * The admission rules of A34-SPEC §3 restated as directly as possible, independent of the
 * reference, so that soundness and completeness have something to be checked against.
 */
export function lawfulNames(facts: AdmissionFacts): Set<string> {
  const lawful = new Set<string>();
  const turnBound = facts.gatewayFacts.filter((f) => f.runId === facts.turn.runId && f.scopeId === facts.turn.scopeId);
  for (const connection of facts.registry.connections.filter((c) => c.connected)) {
    for (const tool of connection.tools) {
      const entry = facts.contract.find((e) => e.toolName === tool.name);
      if (!entry || entry.origin === 'native' || tool.name === 'read_tool_result') continue;
      const granted =
        facts.grant.capabilities.includes(entry.capability) &&
        (tool.annotations?.readOnlyHint === true || facts.grant.nonReadOnlyTools.includes(tool.name));
      const hostOk = facts.host.permittedActions.includes(entry.action);
      const bound = turnBound.filter((f) => f.connectionId === connection.connectionId);
      const searchGone = entry.capability === 'web.search' && bound.length > 0;
      const readGone = entry.capability === 'web.read' && bound.some((f) => f.kind === 'runtime_window_expired');
      const ceilingOk =
        entry.origin !== 'synthetic' || facts.skills.some((s) => s.active && s.capabilities.includes(entry.capability));
      if (granted && hostOk && !searchGone && !readGone && ceilingOk) lawful.add(tool.name);
    }
  }
  for (const control of facts.nativeControls) {
    const ok =
      control.descriptor.name === 'read_tool_result'
        ? facts.stage.readbackPermitted
        : facts.grant.capabilities.includes(control.capability);
    if (ok) lawful.add(control.descriptor.name);
  }
  return lawful;
}
