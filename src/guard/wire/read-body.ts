import type { JsonValue } from '../../reference/model/json.js';
import type { Provider } from '../../reference/wire/encoder.js';

/** One tool entry as a provider body carries it, split into the logical fields and whatever else came along. */
export interface WireEntry {
  readonly name: string;
  /** Absent when the framework left it out. */
  readonly description: string | undefined;
  readonly schema: JsonValue | undefined;
  /** The key the schema sat under (`parameters`, `input_schema`, `parametersJsonSchema`, …). */
  readonly schemaKey: string | undefined;
  /** Entry fields that are neither name, description, schema nor the provider's fixed wrapper. */
  readonly extras: Readonly<Record<string, JsonValue>>;
}

/** Raised when a captured body does not have the shape its provider documents. */
export class BodyReadError extends Error {
  override readonly name = 'BodyReadError';
}

const SCHEMA_KEYS: Record<Provider, readonly string[]> = {
  'openai-chat': ['parameters'],
  'openai-responses': ['parameters'],
  anthropic: ['input_schema'],
  gemini: ['parametersJsonSchema', 'parameters'],
};

type JsonRecord = Record<string, JsonValue>;

// Read by hand from what JSON.parse built, never rebuilt: a parser that copies objects by assignment (as schema
// libraries do) drops an own "__proto__" key, and the guard would then forward what it never saw.
const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

function record(value: unknown, where: string, what: string): JsonRecord {
  if (!isRecord(value)) throw new BodyReadError(`${where}: expected ${what}`);
  return value;
}

function readEntry(provider: Provider, raw: JsonRecord, where: string, wrapper: readonly string[]): WireEntry {
  const name = raw['name'];
  const description = raw['description'];
  if (typeof name !== 'string') throw new BodyReadError(`${where}.name: expected a string`);
  if (description !== undefined && typeof description !== 'string')
    throw new BodyReadError(`${where}.description: expected a string`);
  const present = SCHEMA_KEYS[provider].filter((key) => Object.hasOwn(raw, key));
  if (present.length > 1) throw new BodyReadError(`${where}: both ${present.join(' and ')}`);
  const schemaKey = present[0];
  const known = new Set(['name', 'description', ...SCHEMA_KEYS[provider], ...wrapper]);
  const extras: JsonRecord = {};
  for (const key of Object.keys(raw))
    if (!known.has(key)) Object.defineProperty(extras, key, { value: raw[key], enumerable: true });
  return {
    name,
    description,
    schema: schemaKey === undefined ? undefined : raw[schemaKey],
    schemaKey,
    extras,
  };
}

function entriesOf(provider: Provider, tools: readonly unknown[]): WireEntry[] {
  switch (provider) {
    case 'openai-chat':
      return tools.map((tool, i) => {
        const at = `tools[${i}]`;
        const entry = record(tool, at, '{ type: "function", function: {…} }');
        const keys = Object.keys(entry);
        if (entry['type'] !== 'function' || keys.length !== 2 || !Object.hasOwn(entry, 'function'))
          throw new BodyReadError(`${at}: expected { type: "function", function: {…} }`);
        return readEntry(provider, record(entry['function'], `${at}.function`, 'an object'), `${at}.function`, []);
      });
    case 'openai-responses':
      return tools.map((tool, i) => {
        const entry = record(tool, `tools[${i}]`, 'an object');
        if (entry['type'] !== 'function') throw new BodyReadError(`tools[${i}]: expected type "function"`);
        return readEntry(provider, entry, `tools[${i}]`, ['type']);
      });
    case 'anthropic':
      return tools.map((tool, i) => readEntry(provider, record(tool, `tools[${i}]`, 'an object'), `tools[${i}]`, []));
    case 'gemini':
      // A request may split declarations over several tool objects; they are read in order.
      return tools.flatMap((group, g) => {
        const declarations = record(group, `tools[${g}]`, 'an object')['functionDeclarations'];
        if (!Array.isArray(declarations)) throw new BodyReadError(`tools[${g}]: expected functionDeclarations`);
        return declarations.map((entry, i) => {
          const at = `tools[${g}].functionDeclarations[${i}]`;
          return readEntry(provider, record(entry, at, 'an object'), at, []);
        });
      });
  }
}

/** Decodes the tools of a captured request body for `provider`; no `tools` means an empty list. */
export function readBody(provider: Provider, body: unknown): WireEntry[] {
  const tools = isRecord(body) ? body['tools'] : undefined;
  if (!isRecord(body) || (tools !== undefined && !Array.isArray(tools)))
    throw new BodyReadError(`body: expected a JSON object with an optional tools array`);
  return entriesOf(provider, tools ?? []);
}

/** Names on the wire, or none when the body cannot be read (the judge reports that, not the capture). */
export function entryNames(provider: Provider, body: unknown): string[] {
  try {
    return readBody(provider, body).map((entry) => entry.name);
  } catch {
    return [];
  }
}
