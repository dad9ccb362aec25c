// Our stdio MCP server: serves the tool list in $A34_TOOLS_FILE, $A34_PAGE_SIZE tools per tools/list page.
// With $A34_CHANGED_FILE it declares listChanged, and after the first tools/call serves that list instead,
// announced with notifications/tools/list_changed (sent before the call's result, so a client can re-list in time).
// Plain JavaScript with no imports beyond node and mcp-pages: it is spawned once per property run, so start-up time is what counts.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pageOf } from './mcp-pages.mjs';

const file = process.env.A34_TOOLS_FILE;
if (file === undefined) throw new Error('a34 mcp-server: set A34_TOOLS_FILE to a JSON array of tools');
let tools = JSON.parse(readFileSync(file, 'utf8'));
const changedFile = process.env.A34_CHANGED_FILE;
let changed = changedFile === undefined ? undefined : JSON.parse(readFileSync(changedFile, 'utf8'));
const pageSize = process.env.A34_PAGE_SIZE === undefined ? undefined : Number(process.env.A34_PAGE_SIZE);
const SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

/** The result of one request, or throws a JSON-RPC error object. */
function answer(method, params) {
  switch (method) {
    case 'initialize': {
      const asked = params?.protocolVersion;
      return {
        protocolVersion: SUPPORTED.includes(asked) ? asked : SUPPORTED[0],
        capabilities: { tools: { listChanged: changedFile !== undefined } },
        serverInfo: { name: 'a34-verify-tools', version: '0.1.0' },
      };
    }
    case 'ping':
      return {};
    case 'tools/list':
      return pageOf(tools, pageSize, params?.cursor);
    case 'tools/call':
      if (changed !== undefined) {
        tools = changed;
        changed = undefined;
        send({ method: 'notifications/tools/list_changed' });
      }
      return { content: [{ type: 'text', text: `called ${params?.name}` }] };
    default:
      throw { code: -32601, message: `method not found: ${method}` };
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === '') return;
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return send({ id: null, error: { code: -32700, message: 'parse error' } });
  }
  // Notifications (no id) need no answer.
  if (message.id === undefined || message.id === null) return;
  try {
    send({ id: message.id, result: answer(message.method, message.params) });
  } catch (error) {
    send({
      id: message.id,
      error:
        typeof error === 'object' && error !== null && 'code' in error
          ? error
          : { code: -32603, message: String(error) },
    });
  }
});
