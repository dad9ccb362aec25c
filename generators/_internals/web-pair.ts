import {
  READBACK_TOOL,
  type ContractEntry,
  type NativeControl,
  type RegistryConnection,
  type ToolDescriptor,
} from '../../src/reference/model/index.js';
import { cloneJson } from '../../src/reference/json/clone.js';
import { marketTools } from '../../src/harness/fixtures/etf-tools.js';
import { CLARIFY_CAPABILITY, CLARIFY_TOOL, READBACK_CAPABILITY, WEB_ACTION, WEB_READ, WEB_SEARCH } from './pools.js';

/** The synthetic web pair's names on a server: search and read, as the market server lists them. */
export const webToolNames = (server: string): readonly [string, string] => [
  `${server}__web_search`,
  `${server}__web_read`,
];

/** The web pair's descriptors have one home, the ETF catalog; generated servers list them under their own prefix. */
const ETF_WEB_PAIR: readonly [ToolDescriptor, ToolDescriptor] = (() => {
  const [search, read] = webToolNames('market').map((name) => marketTools.find((t) => t.name === name));
  if (search === undefined || read === undefined) throw new Error('web-pair: the ETF catalog lists no web pair');
  return [search, read];
})();

/** Fresh descriptors and contract rows of the web pair: two capabilities on one shared Host route. */
export function webPair(server: string): { tools: ToolDescriptor[]; contract: ContractEntry[] } {
  const [search, read] = webToolNames(server);
  const [etfSearch, etfRead] = ETF_WEB_PAIR;
  const tools: ToolDescriptor[] = [
    { ...cloneJson(etfSearch), name: search },
    { ...cloneJson(etfRead), name: read },
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
