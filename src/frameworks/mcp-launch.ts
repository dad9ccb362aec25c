import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownModulePath } from '../harness/isolation/own-module.js';
import type { ToolDescriptor } from '../reference/model/index.js';

/** How to spawn our stdio MCP server for one tool list; `cleanup` removes its temporary file. */
export interface McpLaunch {
  readonly command: string;
  readonly args: string[];
  readonly env: Record<string, string>;
  cleanup(): void;
}

const SERVER = ownModulePath('src/frameworks/mcp-server.mjs', import.meta.url);

const listed = (tools: readonly ToolDescriptor[]): string =>
  JSON.stringify(tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })));

/**
 * Writes the list where the server reads it; the server gets the current node binary and PATH only. With
 * `changedTo`, the server switches to that list after its first `tools/call` and sends `list_changed`.
 */
export function mcpLaunch(
  tools: readonly ToolDescriptor[],
  pageSize: number | undefined,
  changedTo?: readonly ToolDescriptor[],
): McpLaunch {
  const dir = mkdtempSync(join(tmpdir(), 'a34-mcp-'));
  const file = join(dir, 'tools.json');
  writeFileSync(file, listed(tools));
  const env: Record<string, string> = { A34_TOOLS_FILE: file, PATH: process.env['PATH'] ?? '' };
  if (pageSize !== undefined) env['A34_PAGE_SIZE'] = String(pageSize);
  if (changedTo !== undefined) {
    env['A34_CHANGED_FILE'] = join(dir, 'changed.json');
    writeFileSync(env['A34_CHANGED_FILE'], listed(changedTo));
  }
  return {
    command: process.execPath,
    args: [SERVER],
    env,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
