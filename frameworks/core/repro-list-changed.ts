import { applyChange, LIST_CHANGE_KINDS, type ListChangeKind } from '../../src/frameworks/list-change.js';
import { staleness } from '../../src/frameworks/list-changed.js';
import { missingStep } from '../../src/frameworks/loop-call.js';
import { JSON_REPLIES } from '../../src/frameworks/replies.js';
import { toolCallReply } from '../../src/frameworks/tool-call-replies.js';
import { readBody } from '../../src/guard/wire/read-body.js';
import type { Provider } from '../../src/reference/wire/encoder.js';
import type { ReproOutcome } from './repro-all.js';
import { AGENTS_MODEL, AI_SDK_MODEL, REPRO_SERVER, type ReproCall, reproCall, STDIO } from './repro-frameworks.js';
import type { ReproFinding } from './repro-script.js';

/** The lines after which a list-changed script prints step 1's and step 2's request `tools` (null: no such request). */
export const STEP_MARKERS = ['step 1 request body "tools":', 'step 2 request body "tools":'] as const;

// A stdio MCP server without dependencies, as src/frameworks/mcp-server.mjs with a changed list: it declares
// listChanged and, at the first tools/call, serves `changed` (defined before this text) and sends list_changed first.
const LIST_CHANGED_SERVER = `let tools = JSON.parse(process.argv[1]); let pending = changed; let buf = '';
const send = (m) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\\n');
process.stdin.on('data', (d) => { buf += d; let i; while ((i = buf.indexOf('\\n')) >= 0) { const line = buf.slice(0, i).trim(); buf = buf.slice(i + 1); if (line === '') continue;
  const m = JSON.parse(line); if (m.id === undefined || m.id === null) continue;
  if (m.method === 'initialize') send({ id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: { listChanged: true } }, serverInfo: { name: 'repro', version: '1.0.0' } } });
  else if (m.method === 'tools/list') send({ id: m.id, result: { tools } });
  else if (m.method === 'tools/call') {
    if (pending !== undefined) { tools = pending; pending = undefined; send({ method: 'notifications/tools/list_changed' }); }
    send({ id: m.id, result: { content: [{ type: 'text', text: 'called ' + m.params?.name }] } });
  }
  else if (m.method === 'ping') send({ id: m.id, result: {} });
  else send({ id: m.id, error: { code: -32601, message: 'method not found' } }); } });`;

const CAPTURE = `const sent = [];
// Records each request body; the first request that lists tools is answered with a call of its first tool, every other with text.
const capture = async (input, init) => {
  const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
  const text = raw === undefined || raw === null ? undefined : await new Response(raw).text();
  const body = text === undefined ? undefined : JSON.parse(text);
  sent.push(body);
  const first = firstTool(body);
  if (sent.length > 1 || first === undefined) return Response.json(TEXT_REPLY);
  return Response.json(toolCallReply(first));
};
globalThis.fetch = capture;`;

/** Where the first tool's name sits in each provider's request body. */
const FIRST_TOOL: Record<Provider, string> = {
  'openai-chat': 'body?.tools?.[0]?.function?.name',
  'openai-responses': 'body?.tools?.[0]?.name',
  anthropic: 'body?.tools?.[0]?.name',
  gemini: 'body?.tools?.[0]?.functionDeclarations?.[0]?.name',
};

const HOLE = 'a34-tool-name-hole';
/** The provider's tool-call reply as a script function of the called tool's name. */
const toolCallFunction = (provider: Provider): string =>
  `const toolCallReply = (name) => (${JSON.stringify(toolCallReply(provider, HOLE)).replace(JSON.stringify(HOLE), 'name')});`;

/** The loop's framework code: the one-call imports and tools where they fit, and a call that allows two steps. */
function loopCall(target: string, provider: Provider): ReproCall | undefined {
  if (target.startsWith('ai-sdk-') && target.includes('.mcp.')) {
    const one = reproCall(target, provider);
    return (
      one && {
        imports: [...one.imports, "import { stepCountIs } from 'ai';"],
        tools: one.tools,
        call: `await generateText({ model: ${AI_SDK_MODEL[provider].model}, tools, prompt: 'hello', maxRetries: 0, stopWhen: stepCountIs(2) });`,
      }
    );
  }
  // createAgent loops while the model calls tools: its one call already takes the second step.
  if (target.startsWith('langchain.mcp.')) return reproCall(target, provider);
  if (target.startsWith('mastra.mcp.')) {
    const one = reproCall(target, provider);
    return (
      one && {
        ...one,
        call: `const agent = new Agent({ id: 'repro', name: 'repro', instructions: 'answer', model: ${AI_SDK_MODEL[provider].model}, tools });\nawait agent.generate('hello', { maxSteps: 2 });`,
      }
    );
  }
  const model = AGENTS_MODEL[provider];
  if (target.startsWith('openai-agents.mcp') && model !== undefined) {
    const one = reproCall(`openai-agents.mcp.${provider}`, provider);
    const cache = target.startsWith('openai-agents.mcp-cached.') ? ', cacheToolsList: true' : '';
    return (
      one && {
        imports: one.imports,
        tools: `const server = new MCPServerStdio({ name: '${REPRO_SERVER}', ...${STDIO}${cache} });\nawait server.connect();\nconst close = () => server.close();`,
        call: `setTracingDisabled(true);\nconst model = new ${model}(new OpenAI({ apiKey: 'none', maxRetries: 0, fetch: capture }), 'gpt-4o');\nconst agent = new Agent({ name: 'repro', instructions: 'answer', model, mcpServers: [server] });\nawait run(agent, 'hello', { maxTurns: 2 });`,
      }
    );
  }
  return undefined;
}

/** The change a stale finding names: its kind from the code, its tool from the path (`$[i]…`). */
function changeOf(f: ReproFinding): { kind: ListChangeKind; index: number } | undefined {
  const kind = LIST_CHANGE_KINDS.find((k) => f.code === `tool.stale:${k}`);
  const index = /^\$\[(\d+)\]/.exec(f.path)?.[1];
  return kind === undefined || index === undefined || f.tools.length === 0 ? undefined : { kind, index: Number(index) };
}

/**
 * A standalone script for an mcp-list-changed finding: our server changes its list after the first tools/call and
 * announces it, the model's first reply calls the first tool, and the script prints what steps 1 and 2 sent.
 * Undefined when there is none (a finding other than `tool.stale:*`, or a target without an MCP loop).
 */
export function listChangedScript(f: ReproFinding): string | undefined {
  const change = changeOf(f);
  const call = loopCall(f.target, f.provider);
  if (change === undefined || call === undefined) return undefined;
  const applied = applyChange(f.tools, change);
  // The launch passes the server `given` and `pageSize` only: `changed` rides in the server's source.
  return [
    `// Standalone repro: ${f.version} (${f.provider}) keeps an MCP tool list the server changed and announced with notifications/tools/list_changed.`,
    `// Seen: ${f.code} at ${f.path}: ${f.reason}`,
    `// Run on Node ${f.lane === 'node22' ? '22' : '20'} in a folder where those packages are installed: node repro.mjs`,
    ...call.imports,
    '',
    `const given = ${JSON.stringify(f.tools, null, 2)};`,
    `// The server's list after the first tools/call (change: ${change.kind} ${applied.tool.name}).`,
    `const changed = ${JSON.stringify(applied.after, null, 2)};`,
    'const pageSize = 0;',
    `const mcpServer = \`const changed = \${JSON.stringify(changed)};\\n\` + ${JSON.stringify(LIST_CHANGED_SERVER)};`,
    `const firstTool = (body) => ${FIRST_TOOL[f.provider]};`,
    toolCallFunction(f.provider),
    `const TEXT_REPLY = ${JSON.stringify(JSON_REPLIES[f.provider])};`,
    CAPTURE,
    '',
    call.tools,
    'try {',
    `  ${call.call.split('\n').join('\n  ')}`,
    '} catch (error) {',
    "  console.log('the call threw:', error instanceof Error ? error.message : error);",
    '} finally {',
    '  await close();',
    '}',
    ...STEP_MARKERS.flatMap((marker, i) => [
      `console.log(${JSON.stringify(marker)});`,
      // No such request prints null; a request without a tools field sent an empty list.
      `console.log(sent[${i}] === undefined ? 'null' : JSON.stringify(sent[${i}]?.tools ?? [], null, 2));`,
    ]),
    // Framework clients may keep sockets or child processes open.
    'process.exit(0);',
    '',
  ].join('\n');
}

/** Judges what a list-changed script printed with the lane's own staleness check: the same code reproduces. */
export function judgeListChanged(
  f: ReproFinding,
  run: { stdout: string; stderr: string; status: number | null },
): { outcome: ReproOutcome; detail: string } {
  const [one, two] = STEP_MARKERS.map((m) => run.stdout.lastIndexOf(m)) as [number, number];
  const change = changeOf(f);
  if (one < 0 || two < one || change === undefined)
    return { outcome: 'failed', detail: `exit ${run.status}: ${run.stderr.slice(0, 300)}` };
  const step1 = JSON.parse(run.stdout.slice(one + STEP_MARKERS[0].length, two)) as unknown;
  const step2 = JSON.parse(run.stdout.slice(two + STEP_MARKERS[1].length)) as unknown;
  const applied = applyChange(f.tools, change);
  // Mastra names MCP tools `<server>_<tool>` and declares it: the same name table the lane judges with.
  const names = f.target.startsWith('mastra.mcp.')
    ? Object.fromEntries([...f.tools, ...applied.after].map((t) => [`${REPRO_SERVER}_${t.name}`, t.name]))
    : undefined;
  let codes: string[];
  try {
    codes =
      step1 === null || step2 === null
        ? [missingStep(2, 'no request 2 after one canned tool call').code]
        : staleness(applied, readBody(f.provider, { tools: step1 }), readBody(f.provider, { tools: step2 }), names).map(
            (x) => x.code,
          );
  } catch (error) {
    return { outcome: 'failed', detail: `unreadable tools: ${String(error)}` };
  }
  return codes.includes(f.code)
    ? { outcome: 'reproduces', detail: '' }
    : { outcome: 'differs', detail: `judged ${codes.join(', ') || 'nothing'}` };
}
