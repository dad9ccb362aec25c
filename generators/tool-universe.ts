import fc from 'fast-check';
import type { ContractEntry, RegistryConnection, ToolDescriptor } from '../src/reference/model/index.js';
import type { JsonSchemaOptions } from './json-schema.js';
import { at, maybe, rarely, seldom } from './_internals/pick.js';
import { BUSINESS_CAPABILITIES, SERVER_POOL } from './_internals/pools.js';
import { RESERVED_NAMES, webPair, webToolNames } from './_internals/web-pair.js';
import { replayable } from './_internals/replayable.js';
import { cloneJson } from '../src/reference/json/clone.js';
import { toolDescriptor } from './tool-descriptor.js';

/** Registry connections and the unified contract rows of their tools: what admission facts are built on. */
export interface ToolUniverse {
  connections: RegistryConnection[];
  contract: ContractEntry[];
}

export interface ToolUniverseOptions {
  /** Fewest generated business tools (default 0); the web pair comes on top. */
  readonly min?: number;
  /** Most generated business tools (default 300). */
  readonly max?: number;
  /** Most registry connections (default 4). */
  readonly maxConnections?: number;
  /** Input-schema bounds; small by default so that hundreds of tools stay fast, with optional `X | null` leaves. */
  readonly schema?: JsonSchemaOptions;
  /** fast-check size of the tool list; `'max'` spreads lengths up to `max` (default: the global base size). */
  readonly size?: fc.SizeForArbitrary;
}

interface Listed {
  readonly descriptor: ToolDescriptor;
  readonly connection: number;
  /** Contract plan: capability pick and whether the row (wrongly) claims `native`; null: no row. */
  readonly contract: { readonly capability: number; readonly native: boolean } | null;
}

const serverName = (i: number): string => `${at(SERVER_POOL, i) ?? 'server'}${i >= SERVER_POOL.length ? `_${i}` : ''}`;

function build(
  tools: readonly Listed[],
  count: number,
  web: readonly [number, number] | null,
  disconnected: number | null,
): ToolUniverse {
  const connections: RegistryConnection[] = Array.from({ length: count }, (_, i) => ({
    connectionId: `conn-${serverName(i)}`,
    server: serverName(i),
    connected: disconnected === null || disconnected % count !== i,
    tools: [],
  }));
  const webAt = web === null ? undefined : connections[web[0] % count];
  const reserved = new Set([...RESERVED_NAMES, ...(webAt === undefined ? [] : webToolNames(webAt.server))]);
  const contract: ContractEntry[] = [];
  for (const tool of tools) {
    if (reserved.has(tool.descriptor.name)) continue;
    connections[tool.connection % count]?.tools.push(tool.descriptor);
    const capability = tool.contract === null ? undefined : at(BUSINESS_CAPABILITIES, tool.contract.capability);
    if (tool.contract !== null && capability !== undefined)
      contract.push({ toolName: tool.descriptor.name, ...capability, origin: tool.contract.native ? 'native' : 'mcp' });
  }
  if (webAt !== undefined && web !== null) {
    const pair = webPair(webAt.server);
    // The pair lands anywhere in its server's listing: projection order must not depend on it.
    webAt.tools.splice(web[1] % (webAt.tools.length + 1), 0, ...pair.tools);
    contract.push(...pair.contract);
  }
  return { connections, contract };
}

/** Below this a bulk list is no larger than what fast-check's size already gives. */
const BULK_MIN = 50;

/** Pads the list to `count` tools (none below its length) with renamed copies (cheap: no new schemas), as many servers with similar tools do. */
function bulked(tools: readonly Listed[], count: number): Listed[] {
  if (tools.length === 0) return [];
  const names = new Set(tools.map((t) => t.descriptor.name));
  const out = [...tools];
  for (let i = 0; out.length < count; i++) {
    const base = tools[i % tools.length] as Listed;
    const name = `${base.descriptor.name}_${i}`;
    if (names.has(name)) continue;
    names.add(name);
    out.push({ ...base, descriptor: { ...cloneJson(base.descriptor), name }, connection: base.connection + i });
  }
  return out;
}

/**
 * 0 to several hundred uniquely named tools over 1..maxConnections registry connections (one disconnected,
 * sometimes), each usually paired with a contract row from a small capability pool; usually includes the
 * synthetic web pair (`web.search`/`web.read` on the shared `search_public_sources` route).
 */
export function toolUniverse(options: ToolUniverseOptions = {}): fc.Arbitrary<ToolUniverse> {
  return uncopiedToolUniverse(options).map(replayable);
}

/**
 * {@link toolUniverse} without its replay copy: its values share objects with fast-check's, so only a
 * generator that never writes to them and hands out a copy of all it builds (`replayable`) may use it.
 */
export function uncopiedToolUniverse(options: ToolUniverseOptions = {}): fc.Arbitrary<ToolUniverse> {
  const {
    min = 0,
    max = 300,
    maxConnections = 4,
    schema = { maxDepth: 2, maxProperties: 4, maxDefs: 1, nullable: true },
    size,
  } = options;
  if (maxConnections < 1) throw new Error(`toolUniverse: maxConnections must be at least 1, got ${maxConnections}`);
  const contractPlan = maybe(fc.record({ capability: fc.nat(), native: rarely(30) }), 10);
  const listed: fc.Arbitrary<Listed> = fc.record({
    descriptor: toolDescriptor({ schema }),
    connection: fc.nat(),
    contract: contractPlan,
  });
  return fc
    .record({
      tools: fc.uniqueArray(listed, {
        selector: (t) => t.descriptor.name,
        minLength: min,
        maxLength: max,
        ...(size === undefined ? {} : { size }),
      }),
      count: fc.integer({ min: 1, max: maxConnections }),
      web: maybe(fc.tuple(fc.nat(), fc.nat()), 3),
      disconnected: seldom(fc.nat(), 4),
      // fast-check's size keeps the list near ten; one universe in twenty is as large as real deployments get.
      // Drawn without bias (mostly BULK_MIN or more) so that it shrinks towards 0, not to BULK_MIN:
      // a failure that needs three tools then shrinks to three copies, not to fifty.
      bulk:
        size === undefined && max >= BULK_MIN ? seldom(fc.noBias(fc.integer({ min: 0, max })), 19) : fc.constant(null),
    })
    .map(({ tools, count, web, disconnected, bulk }) =>
      build(bulk === null ? tools : bulked(tools, bulk), count, web, disconnected),
    );
}
