import { ScenarioSchema } from './scenario.js';

/**
 * A few lines a person reads before the JSON: which tools the turn lists, what was injected where,
 * and which faults were scheduled. Undefined for values that are not scenarios.
 */
export function describeScenario(value: unknown): string[] | undefined {
  const candidate = value !== null && typeof value === 'object' && 'facts' in value ? value : undefined;
  const parsed = ScenarioSchema.safeParse(candidate);
  if (!parsed.success) return undefined;
  const s = parsed.data;
  const listed = s.facts.registry.connections.flatMap((c) => c.tools.map((t) => t.name));
  const native = s.facts.nativeControls.map((c) => c.descriptor.name);
  const tools = [...listed, ...native];
  const changes = s.mutations.map(
    (m) =>
      `${m.kind}/${m.variant} at ${m.stage}${m.via === 'assembly' ? ' (assembly step, no hook)' : ''} on tool #${m.target}`,
  );
  const faults = Object.entries(s.faults)
    .filter(
      ([k, v]) => (v !== undefined && v !== false && k !== 'providerFails') || (k === 'providerFails' && v === true),
    )
    .map(([k, v]) => `${k}${v === true ? '' : ` ${String(v)}`}`);
  return [
    `tools listed (${tools.length}): ${tools
      .slice(0, 8)
      .map((t) => JSON.stringify(t))
      .join(', ')}${tools.length > 8 ? ', …' : ''}`,
    `mode ${s.facts.mode}, capacity ${s.facts.stage.toolCapacity}, readback ${s.facts.stage.readbackPermitted ? 'permitted' : 'not permitted'}, ${s.facts.gatewayFacts.length} Gateway fact(s)${s.identity.parentRequestId ? ', Child request' : ''}`,
    `changes: ${changes.length === 0 ? 'none' : changes.join('; ')}`,
    ...(faults.length > 0 ? [`faults: ${faults.join(', ')}`] : []),
    ...(s.revalidation
      ? [`owners narrow mid-flight: ${s.revalidation.addGatewayFacts.map((f) => f.kind).join(', ')}`]
      : []),
  ];
}
