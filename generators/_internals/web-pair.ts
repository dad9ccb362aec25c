import {
  READBACK_TOOL,
  type ContractEntry,
  type NativeControl,
  type RegistryConnection,
  type ToolDescriptor,
} from '../../src/reference/model/index.js';
import { CLARIFY_CAPABILITY, CLARIFY_TOOL, READBACK_CAPABILITY, WEB_ACTION, WEB_READ, WEB_SEARCH } from './pools.js';

/** The synthetic web pair's names on a server: search and read, as the market server lists them. */
export const webToolNames = (server: string): readonly [string, string] => [
  `${server}__web_search`,
  `${server}__web_read`,
];

/** Fresh descriptors and contract rows of the web pair: two capabilities on one shared Host route. */
export function webPair(server: string): { tools: ToolDescriptor[]; contract: ContractEntry[] } {
  const [search, read] = webToolNames(server);
  const tools: ToolDescriptor[] = [
    {
      name: search,
      description: 'Search public sources on the web about instruments and issuers.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', minLength: 1 } },
        required: ['query'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    {
      name: read,
      description: 'Read one public source that was already authorized, by its sourceRef.',
      inputSchema: {
        type: 'object',
        properties: { sourceRef: { type: 'string', description: 'Reference returned by a search' } },
        required: ['sourceRef'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
  ];
  const contract: ContractEntry[] = [
    { toolName: search, capability: WEB_SEARCH, action: WEB_ACTION, origin: 'synthetic' },
    { toolName: read, capability: WEB_READ, action: WEB_ACTION, origin: 'synthetic' },
  ];
  return { tools, contract };
}

/** Fresh native controls: the readback control and, sometimes, a grant-admitted clarification control. */
export function nativeControls(readback: boolean, clarify: boolean): NativeControl[] {
  const controls: NativeControl[] = [];
  if (readback) {
    const resultRef = { type: 'string', description: 'Reference of the stored result' };
    controls.push({
      capability: READBACK_CAPABILITY,
      descriptor: {
        name: READBACK_TOOL,
        description: 'Read back a stored tool result that context fitting moved out of the conversation.',
        inputSchema: {
          type: 'object',
          properties: { resultRef, offset: { type: 'integer', minimum: 0 } },
          required: ['resultRef'],
          additionalProperties: false,
        },
      },
    });
  }
  if (clarify) {
    controls.push({
      capability: CLARIFY_CAPABILITY,
      descriptor: {
        name: CLARIFY_TOOL,
        description: 'Ask the user one clarifying question.',
        inputSchema: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] },
        annotations: { readOnlyHint: true },
      },
    });
  }
  return controls;
}

/** Names no registry tool may take: they belong to the web pair or to native controls. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([READBACK_TOOL, CLARIFY_TOOL]);

/** The connection listing the tool whose contract capability is `web.search`, if any. */
export function webConnectionId(
  contract: readonly ContractEntry[],
  connections: readonly RegistryConnection[],
): string | undefined {
  const search = contract.find((entry) => entry.capability === WEB_SEARCH && entry.origin === 'synthetic');
  if (search === undefined) return undefined;
  return connections.find((c) => c.tools.some((t) => t.name === search.toolName))?.connectionId;
}
