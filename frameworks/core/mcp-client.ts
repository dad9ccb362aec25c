import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolDescriptor } from '../../src/index.js';
import { mcpLaunch } from '../../src/frameworks/mcp-launch.js';

/** The MCP SDK's own client connected to our server, for the official SDKs' MCP helpers. */
export interface McpConnection {
  readonly client: Client;
  /** Every page of tools/list, in order, as a user following `nextCursor` gets them. */
  listAll(): Promise<Tool[]>;
  close(): Promise<void>;
}

/** Spawns our stdio server for `tools` (switching to `changedTo` after a call) and connects the MCP SDK client. */
export async function connectMcp(
  tools: readonly ToolDescriptor[],
  pageSize: number | undefined,
  changedTo?: readonly ToolDescriptor[],
): Promise<McpConnection> {
  const launch = mcpLaunch(tools, pageSize, changedTo);
  const client = new Client({ name: 'a34-verify', version: '0.1.0' });
  await client.connect(
    new StdioClientTransport({ command: launch.command, args: launch.args, env: launch.env, stderr: 'pipe' }),
  );
  return {
    client,
    async listAll() {
      const all: Tool[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor === undefined ? undefined : { cursor });
        all.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      return all;
    },
    async close() {
      await client.close().catch(() => undefined);
      launch.cleanup();
    },
  };
}
