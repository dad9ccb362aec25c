// Our stdio MCP server: serves the tool list in $A34_TOOLS_FILE, $A34_PAGE_SIZE tools per tools/list page.
// Plain JavaScript on purpose: it is spawned once per property run, and tsx start-up would dominate.
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { pageOf } from './mcp-pages.mjs';

const file = process.env.A34_TOOLS_FILE;
if (file === undefined) throw new Error('a34 mcp-server: set A34_TOOLS_FILE to a JSON array of tools');
const tools = JSON.parse(readFileSync(file, 'utf8'));
const pageSize = process.env.A34_PAGE_SIZE === undefined ? undefined : Number(process.env.A34_PAGE_SIZE);

const server = new Server({ name: 'a34-verify-tools', version: '0.1.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, (request) => pageOf(tools, pageSize, request.params?.cursor));
server.setRequestHandler(CallToolRequestSchema, (request) => ({ content: [{ type: 'text', text: `called ${request.params.name}` }] }));
await server.connect(new StdioServerTransport());
