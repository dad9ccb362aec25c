import type { ContractEntry, ToolDescriptor } from '../../../src/reference/model/index.js';
import { deepFreeze } from '../../../src/reference/json/clone.js';
import type { HarvestedServer } from '../../../src/harvest/fixture.js';
import { loadHarvestedFixtures } from '../../../src/harvest/store.js';
import { RESERVED_NAMES } from '../web-pair.js';
import { toToolDescriptor } from './descriptor.js';

/** One harvested server as its own registry connection, with the contract rows of its tools. Frozen. */
export interface HarvestedSide {
  readonly server: string;
  readonly connectionId: string;
  readonly tools: readonly ToolDescriptor[];
  readonly contract: readonly ContractEntry[];
}

/** Capability of a harvested tool: per server, split by the registry's read-only hint (`everything.read`). */
export const harvestedCapability = (server: string, readOnly: boolean): string =>
  `${server}.${readOnly ? 'read' : 'write'}`;

/** Host action (route) of every tool of a harvested server: one per server. */
export const harvestedAction = (server: string): string => `call_${server}`;

/**
 * Converts harvested servers into registry sides. A name already taken (by an earlier server, or
 * reserved for native controls) is dropped: a tool name must mean one thing in a turn.
 */
export function harvestedSides(servers: readonly HarvestedServer[]): HarvestedSide[] {
  const taken = new Set<string>(RESERVED_NAMES);
  const sides = servers.map((server): HarvestedSide => {
    const tools = server.tools
      .map((tool) => toToolDescriptor(tool, `${server.server}/${tool.name}`))
      .filter((tool) => {
        if (taken.has(tool.name)) return false;
        taken.add(tool.name);
        return true;
      });
    const contract = tools.map(
      (tool): ContractEntry => ({
        toolName: tool.name,
        capability: harvestedCapability(server.server, tool.annotations?.readOnlyHint === true),
        action: harvestedAction(server.server),
        origin: 'mcp',
      }),
    );
    return { server: server.server, connectionId: `conn-mcp-${server.server}`, tools, contract };
  });
  // Frozen so that a draw which forgot to copy fails loudly instead of leaking into the next draw.
  return deepFreeze(sides);
}

let committed: readonly HarvestedSide[] | undefined;

/** The committed `fixtures/mcp` servers, loaded and converted once per process. */
export const committedSides = (): readonly HarvestedSide[] => (committed ??= harvestedSides(loadHarvestedFixtures()));
