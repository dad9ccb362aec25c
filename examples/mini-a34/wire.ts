import type { JsonObject, ToolDescriptor, WireRequest } from 'a34-verify';
import { copy } from './json.js';

/** OpenAI's function-name rule, with a letter first so no wire name can read as a special key. */
const LEGAL = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Wire names for logical names: legal ones unchanged, others sanitized and numbered until unique. */
function wireNames(names: readonly string[]): Map<string, string> {
  const toWire = new Map<string, string>();
  const taken = new Set(names.filter((n) => LEGAL.test(n)));
  for (const name of names) {
    if (toWire.has(name)) continue;
    if (LEGAL.test(name)) {
      toWire.set(name, name);
      continue;
    }
    const base = `t_${name.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 56);
    let n = 0;
    while (taken.has(`${base}_${n}`)) n++;
    taken.add(`${base}_${n}`);
    toWire.set(name, `${base}_${n}`);
  }
  return toWire;
}

/** OpenAI Chat Completions `tools` and the summary's system message, plus the wire-to-logical table the harness decodes with. */
export function encodeOpenAiChat(tools: readonly ToolDescriptor[], summary: readonly string[] = []): WireRequest {
  const toWire = wireNames(tools.map((t) => t.name));
  const names: Record<string, string> = {};
  for (const [logical, wire] of toWire)
    Object.defineProperty(names, wire, { value: logical, enumerable: true, writable: true, configurable: true });
  const entries = tools.map((t) => ({
    type: 'function',
    function: { name: toWire.get(t.name) as string, description: t.description, parameters: copy(t.inputSchema) },
  }));
  // OpenAI rejects an empty `tools` array, so an empty surface sends none.
  const body: JsonObject = entries.length > 0 ? { tools: entries } : {};
  // The Entry summary the model is told: one system message first, one text part per line.
  if (summary.length > 0)
    body['messages'] = [{ role: 'system', content: summary.map((text) => ({ type: 'text', text })) }];
  return { provider: 'openai-chat', body, names };
}
