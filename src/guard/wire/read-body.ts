import { z } from 'zod';
import { type JsonValue, JsonValueSchema } from '../../reference/model/json.js';
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

const Json = JsonValueSchema;
const Entry = z.looseObject({ name: z.string(), description: z.string().optional() });
const ChatTool = z.object({ type: z.literal('function'), function: z.record(z.string(), Json) }).strict();
const Body = z.looseObject({ tools: z.array(z.record(z.string(), Json)).optional() });

const SCHEMA_KEYS: Record<Provider, readonly string[]> = {
  'openai-chat': ['parameters'],
  'openai-responses': ['parameters'],
  anthropic: ['input_schema'],
  gemini: ['parametersJsonSchema', 'parameters'],
};

function readEntry(
  provider: Provider,
  raw: Record<string, JsonValue>,
  where: string,
  wrapper: readonly string[],
): WireEntry {
  const parsed = Entry.safeParse(raw);
  if (!parsed.success)
    throw new BodyReadError(
      `${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const present = SCHEMA_KEYS[provider].filter((key) => Object.hasOwn(raw, key));
  if (present.length > 1) throw new BodyReadError(`${where}: both ${present.join(' and ')}`);
  const schemaKey = present[0];
  const known = new Set(['name', 'description', ...SCHEMA_KEYS[provider], ...wrapper]);
  const extras = Object.fromEntries(Object.entries(raw).filter(([key]) => !known.has(key)));
  return {
    name: parsed.data.name,
    description: parsed.data.description,
    schema: schemaKey === undefined ? undefined : raw[schemaKey],
    schemaKey,
    extras,
  };
}

function entriesOf(provider: Provider, tools: readonly Record<string, JsonValue>[]): WireEntry[] {
  switch (provider) {
    case 'openai-chat':
      return tools.map((tool, i) => {
        const parsed = ChatTool.safeParse(tool);
        if (!parsed.success) throw new BodyReadError(`tools[${i}]: expected { type: "function", function: {…} }`);
        return readEntry(provider, parsed.data.function, `tools[${i}].function`, []);
      });
    case 'openai-responses':
      return tools.map((tool, i) => {
        if (tool['type'] !== 'function') throw new BodyReadError(`tools[${i}]: expected type "function"`);
        return readEntry(provider, tool, `tools[${i}]`, ['type']);
      });
    case 'anthropic':
      return tools.map((tool, i) => readEntry(provider, tool, `tools[${i}]`, []));
    case 'gemini':
      // A request may split declarations over several tool objects; they are read in order.
      return tools.flatMap((group, g) => {
        const declarations = z.array(z.record(z.string(), Json)).safeParse(group['functionDeclarations']);
        if (!declarations.success) throw new BodyReadError(`tools[${g}]: expected functionDeclarations`);
        return declarations.data.map((entry, i) =>
          readEntry(provider, entry, `tools[${g}].functionDeclarations[${i}]`, []),
        );
      });
  }
}

/** Decodes the tools of a captured request body for `provider`; no `tools` means an empty list. */
export function readBody(provider: Provider, body: unknown): WireEntry[] {
  const parsed = Body.safeParse(body);
  if (!parsed.success) throw new BodyReadError(`body: expected a JSON object with an optional tools array`);
  return entriesOf(provider, parsed.data.tools ?? []);
}

/** Names on the wire, or none when the body cannot be read (the judge reports that, not the capture). */
export function entryNames(provider: Provider, body: unknown): string[] {
  try {
    return readBody(provider, body).map((entry) => entry.name);
  } catch {
    return [];
  }
}
