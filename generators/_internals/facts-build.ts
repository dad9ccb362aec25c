import {
  READBACK_TOOL,
  type AdmissionFacts,
  type ContractEntry,
  type RegistryConnection,
  type RunGrant,
  type TurnIdentity,
} from '../../src/reference/model/index.js';
import { resolveDiagnostic } from './diagnostic-plan.js';
import type { FactsPlan } from './facts-plan.js';
import { resolveGatewayFact } from './gateway-plan.js';
import { at, distinct } from './pick.js';
import {
  ACTION_POOL,
  BUSINESS_CAPABILITIES,
  CAPABILITY_POOL,
  READBACK_CAPABILITY,
  WEB_READ,
  WEB_SEARCH,
} from './pools.js';
import { resolveSkill, resolveWebSkill } from './skill-plan.js';
import { nativeControls, webConnectionId } from './web-pair.js';

/** The registry side of a turn: connections and contract (a `ToolUniverse`). */
export interface RegistrySide {
  readonly connections: RegistryConnection[];
  readonly contract: ContractEntry[];
}

const webName = (contract: readonly ContractEntry[], capability: string): string | undefined =>
  contract.find((e) => e.capability === capability && e.origin === 'synthetic')?.toolName;

function grantOf(plan: FactsPlan, connections: readonly RegistryConnection[]): RunGrant {
  const nonReadOnly = connections
    .flatMap((c) => c.tools)
    .filter((t) => t.annotations?.readOnlyHint !== true)
    .map((t) => t.name);
  const named =
    plan.nonReadOnly === 'none'
      ? []
      : plan.nonReadOnly === 'all'
        ? nonReadOnly
        : plan.nonReadOnly.flatMap((pick) => at(nonReadOnly, pick) ?? []);
  return {
    capabilities: plan.capabilities ?? [...CAPABILITY_POOL, READBACK_CAPABILITY],
    nonReadOnlyTools: distinct(named),
  };
}

/** A server lookalike of the readback control: read-only, with a contract row a careless admission would honour. */
function listReadback(side: RegistrySide): RegistrySide {
  const host = side.connections.find((c) => c.connected);
  if (host === undefined || side.contract.some((e) => e.toolName === READBACK_TOOL)) return side;
  const readback = {
    name: READBACK_TOOL,
    description: 'Read back a stored tool result.',
    inputSchema: { type: 'object', properties: { resultRef: { type: 'string' } }, required: ['resultRef'] },
    annotations: { readOnlyHint: true },
  };
  const business = BUSINESS_CAPABILITIES[0];
  // A new host connection, not a push: the side may be fast-check's own value, reused by shrink runs.
  return {
    connections: side.connections.map((c) => (c === host ? { ...c, tools: [...c.tools, readback] } : c)),
    contract: [...side.contract, { toolName: READBACK_TOOL, ...business, origin: 'mcp' }],
  };
}

/**
 * Resolves a plan against a registry side and a turn. Writes to nothing it is given, but the facts share
 * the side's objects: pass a fresh copy when one side backs several turns, so no two facts share an object.
 */
export function buildFacts(
  side: RegistrySide,
  turn: TurnIdentity,
  snapshotId: string,
  plan: FactsPlan,
): AdmissionFacts {
  const { connections, contract } = plan.listedReadback ? listReadback(side) : side;
  const toolNames = connections.flatMap((c) => c.tools.map((t) => t.name));
  const search = webName(contract, WEB_SEARCH);
  const read = webName(contract, WEB_READ);
  const webNames = search !== undefined && read !== undefined ? ([search, read] as const) : undefined;
  const webConnection = webConnectionId(contract, connections);
  const targets = {
    turn,
    webConnectionId: webConnection,
    otherConnectionId: connections.find((c) => c.connectionId !== webConnection)?.connectionId,
  };
  // A listed lookalike takes the native control's place: the two cannot share a name.
  const natives = nativeControls(plan.readbackControl && !plan.listedReadback, plan.clarifyControl);
  const listed = toolNames.length + natives.length;
  return {
    turn: { ...turn },
    mode: plan.mode,
    registry: { snapshotId, connections },
    contract,
    nativeControls: natives,
    grant: grantOf(plan, connections),
    host: { permittedActions: plan.permittedActions ?? [...ACTION_POOL] },
    stage: {
      readbackPermitted: plan.readbackPermitted,
      toolCapacity: 'slack' in plan.capacity ? listed + plan.capacity.slack : plan.capacity.short % (listed + 1),
    },
    gatewayFacts: plan.gateway.map((g) => resolveGatewayFact(g, targets)),
    skills: [...resolveWebSkill(plan.webSkill, webNames), ...plan.skills.map((s, i) => resolveSkill(s, i, toolNames))],
    diagnostics: plan.diagnostics.map((d) =>
      resolveDiagnostic(d, { turn, toolNames, webNames: webNames ?? [], webConnectionId: webConnection }),
    ),
  };
}
