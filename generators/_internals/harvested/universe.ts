import fc from 'fast-check';
import { cloneJson } from '../../../src/reference/json/clone.js';
import type { ContractEntry, RegistryConnection } from '../../../src/reference/model/index.js';
import type { ToolUniverse } from '../../tool-universe.js';
import { mostly, shrinkAcross } from '../pick.js';
import type { HarvestedSide } from './sides.js';

/** Which of a server's listed tools this turn's registry shows, and whether it is connected. */
export interface ServerPick {
  readonly connected: boolean;
  /** Indexes into the side's tools, in listing order. */
  readonly tools: readonly number[];
}

/** Mostly the whole real listing, connected; shrinks to fewer tools so counterexamples stay readable. */
export function serverPick(side: HarvestedSide): fc.Arbitrary<ServerPick> {
  const all = side.tools.map((_, i) => i);
  return fc.record({
    connected: mostly(8),
    tools: fc.oneof(
      shrinkAcross,
      { weight: 1, arbitrary: fc.subarray(all) },
      { weight: 4, arbitrary: fc.constant(all) },
    ),
  });
}

/**
 * Harvested connections first (fresh copies), then the generated ones without any tool or contract
 * row whose name a harvested server lists: a generated tool must never impersonate a real one.
 */
export function mergeUniverse(
  sides: readonly HarvestedSide[],
  picks: readonly ServerPick[],
  generated: ToolUniverse | null,
): ToolUniverse {
  const connections: RegistryConnection[] = [];
  const contract: ContractEntry[] = [];
  sides.forEach((side, i) => {
    const pick = picks[i] ?? { connected: true, tools: [] };
    const tools = pick.tools.flatMap((t) => side.tools[t] ?? []).map((tool) => cloneJson(tool));
    const listed = new Set(tools.map((tool) => tool.name));
    connections.push({ connectionId: side.connectionId, server: side.server, connected: pick.connected, tools });
    contract.push(...side.contract.filter((entry) => listed.has(entry.toolName)).map((entry) => ({ ...entry })));
  });
  if (generated === null) return { connections, contract };
  const real = new Set(sides.flatMap((side) => side.tools.map((tool) => tool.name)));
  const kept = generated.connections.map((c) => ({ ...c, tools: c.tools.filter((tool) => !real.has(tool.name)) }));
  return {
    connections: [...connections, ...kept],
    contract: [...contract, ...generated.contract.filter((entry) => !real.has(entry.toolName))],
  };
}
