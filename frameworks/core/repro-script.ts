import { JSON_REPLIES, SSE_REPLIES } from '../../src/frameworks/replies.js';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import type { Provider } from '../../src/reference/wire/encoder.js';
import { SEAM_KEY, SEAM_TEXT } from '../../src/frameworks/properties.js';
import { zodSource } from '../../src/frameworks/zod-schema.js';
import { isMcpTarget, isZodTarget, reproCall } from './repro-frameworks.js';
import { listChangedScript } from './repro-list-changed.js';

/** What a repro script needs of one finding: where it was found and its smallest counterexample. */
export interface ReproFinding {
  readonly target: string;
  readonly provider: Provider;
  readonly version: string;
  readonly lane: string;
  readonly property: string;
  readonly code: string;
  readonly path: string;
  readonly reason: string;
  readonly tools: readonly ToolDescriptor[];
  readonly pageSize: number | undefined;
}

/** The line after which the script prints the request's `tools` as sent (a reader can parse the JSON after it). */
export const SENT_MARKER = 'tools as sent (request body "tools"):';
export const GIVEN_MARKER = 'tools as given:';
export const THREW_MARKER = 'the call threw:';

// A stdio MCP server without dependencies: initialize, ping and tools/list paged with nextCursor.
const MCP_SERVER = `const tools = JSON.parse(process.argv[1]); const size = Number(process.argv[2]) || tools.length || 1; let buf = '';
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
process.stdin.on('data', (d) => { buf += d; let i; while ((i = buf.indexOf('\\n')) >= 0) { const line = buf.slice(0, i).trim(); buf = buf.slice(i + 1); if (line === '') continue;
  const m = JSON.parse(line); if (m.id === undefined) continue;
  if (m.method === 'initialize') send({ id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'repro', version: '1.0.0' } } });
  else if (m.method === 'tools/list') { const at = Number(m.params?.cursor ?? 0); send({ id: m.id, result: { tools: tools.slice(at, at + size), ...(at + size < tools.length ? { nextCursor: String(at + size) } : {}) } }); }
  else if (m.method === 'ping') send({ id: m.id, result: {} });
  else send({ id: m.id, error: { code: -32601, message: 'method not found' } }); } });`;

const CAPTURE = `const sent = [];
// Records each request body and answers like the provider would (a canned reply: no network, no key).
const capture = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
  const text = raw === undefined || raw === null ? undefined : await new Response(raw).text();
  const body = text === undefined ? undefined : JSON.parse(text);
  sent.push(body);
  const stream = url.includes('streamGenerateContent') || body?.stream === true;
  return stream
    ? new Response(SSE_REPLY, { headers: { 'content-type': 'text/event-stream' } })
    : Response.json(JSON_REPLY);
};
globalThis.fetch = capture;`;

/** Thrown when no repro template exists for the finding's target (seam properties, guarded targets, controls). */
export class ReproUnsupportedError extends Error {
  override readonly name = 'ReproUnsupportedError';
}

const LIST_PROPERTIES = new Set(['wire-fidelity', 'schema-shapes', 'names', 'mcp-fidelity', 'streaming-fidelity']);
const SEAM_PROPERTIES = new Set(['no-aliasing', 'seam-detected']);

/**
 * The seam properties' edit, as the lane makes it: on the first call only, seam-detected rewrites the first
 * tool's description and no-aliasing writes a key into every schema in place. no-aliasing then calls again,
 * unhooked, so the script shows both the caller's objects after the edit and the next call's request.
 */
function seamParts(f: ReproFinding): { hook: string; calls: number } {
  const edit =
    f.property === 'seam-detected'
      ? `tools[0]?.setDescription(${JSON.stringify(SEAM_TEXT)});`
      : `for (const t of tools) t.schema[${JSON.stringify(SEAM_KEY)}] = 'edited';`;
  return {
    hook: `let calls = 0;\n// The hook at the framework's seam: it edits the live outgoing tools in place, on the first call only.\nconst seam = (tools) => {\n  if (calls > 1) return;\n  ${edit}\n};`,
    calls: f.property === 'no-aliasing' ? 2 : 1,
  };
}

const indent = (code: string): string => code.replace(/^/gm, '  ');

/** A standalone ES module: the framework, a capturing fetch, the counterexample's tools, given vs sent printed. */
export function reproScript(f: ReproFinding): string {
  const looped = f.property === 'mcp-list-changed' ? listChangedScript(f) : undefined;
  if (looped !== undefined) return looped;
  const seamed = SEAM_PROPERTIES.has(f.property);
  const call = reproCall(f.target, f.provider, { stream: f.property === 'streaming-fidelity', seam: seamed });
  if (call === undefined || !(LIST_PROPERTIES.has(f.property) || seamed))
    throw new ReproUnsupportedError(
      `repro: no standalone script for ${f.target} · ${f.property} (only the list and seam properties ${[...LIST_PROPERTIES, ...SEAM_PROPERTIES].join(', ')} and mcp-list-changed's stale findings, of unguarded framework targets and the official SDKs' MCP helpers)`,
    );
  const seam = seamed ? seamParts(f) : undefined;
  const oneCall = `  ${call.call.split('\n').join('\n  ')}`;
  const calls =
    seam === undefined
      ? [oneCall]
      : Array.from({ length: seam.calls }, (_, i) => [`  calls = ${i + 1};`, '  {', `  ${oneCall}`, '  }'].join('\n'));
  const mcp = isMcpTarget(f.target);
  return [
    `// Standalone repro: ${f.version} (${f.provider}) changes the tool list it is given.`,
    `// Seen: ${f.code} at ${f.path}: ${f.reason}`,
    `// Run on Node ${f.lane === 'node22' ? '22' : '20'} in a folder where those packages are installed: node repro.mjs`,
    ...call.imports,
    ...(isZodTarget(f.target) ? ["import { z } from 'zod';"] : []),
    '',
    `const given = ${JSON.stringify(f.tools, null, 2)};`,
    // A zod target's tools: each schema as its user writes it in zod; `given` is what zod itself renders of it.
    ...(isZodTarget(f.target)
      ? [
          `const schemas = [\n${f.tools.map((t) => `  ${zodSource(t.inputSchema as Record<string, unknown>)},`).join('\n')}\n];`,
        ]
      : []),
    ...(mcp ? [`const pageSize = ${f.pageSize ?? 0};`, `const mcpServer = ${JSON.stringify(MCP_SERVER)};`] : []),
    `const JSON_REPLY = ${JSON.stringify(JSON_REPLIES[f.provider])};`,
    `const SSE_REPLY = ${JSON.stringify(SSE_REPLIES[f.provider])};`,
    CAPTURE,
    '',
    ...(seam === undefined ? [] : [seam.hook]),
    // Building the tools may throw too (a framework that refuses a schema): printed as the call's throw is.
    'try {',
    indent(call.tools),
    '  try {',
    ...calls.map(indent),
    '  } finally {',
    '    await close();',
    '  }',
    '} catch (error) {',
    `  console.log(${JSON.stringify(THREW_MARKER)}, error instanceof Error ? error.message : error);`,
    '}',
    // no-aliasing's second call is the one to read: did the first call's edit reach it?
    f.property === 'no-aliasing'
      ? 'const body = sent.filter((b) => b?.tools !== undefined).at(-1) ?? sent.at(-1);'
      : 'const body = sent.find((b) => b?.tools !== undefined) ?? sent[0];',
    `console.log(${JSON.stringify(GIVEN_MARKER)});`,
    'console.log(JSON.stringify(given, null, 2));',
    `console.log(${JSON.stringify(SENT_MARKER)});`,
    // No request at all prints null; a request without a tools field sent an empty list.
    "console.log(body === undefined ? 'null' : JSON.stringify(body.tools ?? [], null, 2));",
    // Framework clients may keep sockets or child processes open.
    'process.exit(0);',
    '',
  ].join('\n');
}
