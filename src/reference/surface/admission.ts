import {
  READBACK_TOOL,
  type AdmissionFacts,
  type ContractEntry,
  type GatewayFact,
  type ToolDescriptor,
  type ToolOrigin,
} from '../model/index.js';

/** The owner (or missing fact) that refused a tool. */
export type RefusalOwner = 'contract' | 'grant' | 'host' | 'availability' | 'skill-ceiling' | 'stage' | 'origin';

/** One tool's admission decision, with the descriptor as its owner listed it (not a copy). */
export interface AdmissionDecision {
  readonly descriptor: ToolDescriptor;
  readonly capability: string | undefined;
  readonly action: string | undefined;
  readonly origin: ToolOrigin | undefined;
  readonly connectionId: string | undefined;
  readonly refusedBy: RefusalOwner | undefined;
}

/** Capabilities each Gateway fact removes: an exhausted budget still lets an authorized source be read. */
const REMOVED_BY: Record<GatewayFact['kind'], readonly string[]> = {
  search_budget_exhausted: ['web.search'],
  runtime_window_expired: ['web.search', 'web.read'],
};

const boundTo = (fact: GatewayFact, facts: AdmissionFacts, connectionId: string): boolean =>
  fact.runId === facts.turn.runId && fact.scopeId === facts.turn.scopeId && fact.connectionId === connectionId;

function refusalOf(
  facts: AdmissionFacts,
  tool: ToolDescriptor,
  entry: ContractEntry | undefined,
  connectionId: string,
): RefusalOwner | undefined {
  if (entry === undefined) return 'contract';
  // Native controls never come from a server listing, and no server can introduce the readback control.
  if (entry.origin === 'native' || tool.name === READBACK_TOOL) return 'origin';
  if (!facts.grant.capabilities.includes(entry.capability)) return 'grant';
  if (tool.annotations?.readOnlyHint !== true && !facts.grant.nonReadOnlyTools.includes(tool.name)) return 'grant';
  if (!facts.host.permittedActions.includes(entry.action)) return 'host';
  const removed = facts.gatewayFacts.some(
    (fact) => boundTo(fact, facts, connectionId) && REMOVED_BY[fact.kind].includes(entry.capability),
  );
  if (removed) return 'availability';
  // Exact ceiling for synthetic tools only: each is admitted on its own capability, never its sibling's route.
  if (
    entry.origin === 'synthetic' &&
    !facts.skills.some((skill) => skill.active && skill.capabilities.includes(entry.capability))
  )
    return 'skill-ceiling';
  return undefined;
}

/** Decides every listed tool and native control. Diagnostics are never read here: they are data, not facts. */
export function admit(facts: AdmissionFacts): AdmissionDecision[] {
  const contract = new Map(facts.contract.map((entry) => [entry.toolName, entry] as const));
  const decisions: AdmissionDecision[] = [];
  for (const connection of facts.registry.connections) {
    if (!connection.connected) continue;
    for (const tool of connection.tools) {
      const entry = contract.get(tool.name);
      decisions.push({
        descriptor: tool,
        capability: entry?.capability,
        action: entry?.action,
        origin: entry?.origin,
        connectionId: connection.connectionId,
        refusedBy: refusalOf(facts, tool, entry, connection.connectionId),
      });
    }
  }
  for (const control of facts.nativeControls) {
    const isReadback = control.descriptor.name === READBACK_TOOL;
    const permitted = isReadback
      ? facts.stage.readbackPermitted
      : facts.grant.capabilities.includes(control.capability);
    decisions.push({
      descriptor: control.descriptor,
      capability: control.capability,
      action: undefined,
      origin: 'native',
      connectionId: undefined,
      refusedBy: permitted ? undefined : isReadback ? 'stage' : 'grant',
    });
  }
  return decisions;
}

export const admittedOnly = (decisions: readonly AdmissionDecision[]): AdmissionDecision[] =>
  decisions.filter((d) => d.refusedBy === undefined);
