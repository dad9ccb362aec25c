import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  ToolListChangedNotificationSchema,
  ToolSchema,
  type ClientCapabilities,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { HarvestedServer } from './fixture.js';

export type { HarvestedServer } from './fixture.js';

/** Identity recorded in the result; package/version fall back to the server's serverInfo. */
export interface SessionMeta {
  readonly server: string;
  readonly package?: string;
  readonly version?: string;
}

/** Client capabilities declared so servers expose their capability-conditional tools. */
export const HARVEST_CLIENT_CAPABILITIES: ClientCapabilities = {
  roots: { listChanged: false },
  sampling: {},
  // server-everything only registers trigger-url-elicitation when url mode is declared.
  elicitation: { form: {}, url: {} },
};

// A misbehaving server that keeps handing out cursors must not loop forever.
const MAX_PAGES = 1000;
// After the first listing, wait briefly in case a list_changed is still on its way.
const DEFAULT_SETTLE_MS = 200;
// Each list_changed triggers a relisting; give up on servers that never stop changing.
const MAX_RELISTS = 5;

/** Reads every page of tools/list by following `nextCursor`, validating each tool with the SDK's ToolSchema. */
export async function listAllTools(client: Client, label: string): Promise<Tool[]> {
  const tools: Tool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await client.listTools(cursor === undefined ? undefined : { cursor });
    for (const [i, tool] of result.tools.entries()) {
      const parsed = ToolSchema.safeParse(tool);
      if (!parsed.success) {
        const where = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
        throw new Error(`${label}: tool #${tools.length + i} on page ${page} fails ToolSchema at ${where}`);
      }
    }
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) return tools;
    if (seen.has(cursor)) throw new Error(`${label}: tools/list repeated cursor ${JSON.stringify(cursor)}`);
    seen.add(cursor);
  }
  throw new Error(`${label}: tools/list still paging after ${MAX_PAGES} pages`);
}

/** Options of a session; all optional. */
export interface SessionOptions {
  /** How long to wait for a late list_changed after the first listing (ms). */
  readonly settleMs?: number;
}

/** Connects a harvesting client over `transport`, lists all tools (again after list_changed), and closes the client. */
export async function harvestOverTransport(
  transport: Transport,
  meta: SessionMeta,
  options: SessionOptions = {},
): Promise<HarvestedServer> {
  const client = new Client({ name: 'a34-harvest', version: '0.1.0' }, { capabilities: HARVEST_CLIENT_CAPABILITIES });
  // Inert answers: we never call tools, but servers may ask during or right after initialization.
  client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [] }));
  client.setRequestHandler(CreateMessageRequestSchema, () => ({
    role: 'assistant' as const,
    content: { type: 'text' as const, text: '' },
    model: 'harvest-noop',
  }));
  client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'decline' as const }));
  let changes = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    changes++;
  });
  try {
    await client.connect(transport);
    const label = `server "${meta.server}"`;
    let tools = await listAllTools(client, label);
    const initialToolCount = tools.length;
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? DEFAULT_SETTLE_MS));
    let listed = 0;
    for (let relists = 0; changes > listed; relists++) {
      if (relists === MAX_RELISTS) throw new Error(`${label}: tools/list_changed keeps firing`);
      listed = changes;
      tools = await listAllTools(client, label);
    }
    const info = client.getServerVersion();
    return {
      server: meta.server,
      package: meta.package ?? info?.name ?? meta.server,
      version: meta.version ?? info?.version ?? 'unknown',
      tools,
      listChangedSeen: changes > 0,
      initialToolCount,
    };
  } finally {
    await client.close();
  }
}
