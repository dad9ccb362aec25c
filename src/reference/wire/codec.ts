import { cloneJson } from '../json/clone.js';
import type { JsonObject, JsonValue, ToolDescriptor } from '../model/index.js';
import type { Provider, WireEncoder, WireRequest } from './encoder.js';
import { createNameMap, SAFE_NAME_RULES } from './names.js';

/** Raised when a wire body does not have the shape its provider's encoder produces. */
export class WireDecodeError extends Error {
  override readonly name = 'WireDecodeError';
}

/** One tool as a provider entry carries it (wire name, copied schema). */
export interface WireTool {
  readonly name: string;
  readonly description: string;
  readonly schema: JsonObject;
}

/** The provider-specific part of an encoder. */
export interface EncoderSpec<P extends Provider> {
  readonly provider: P;
  readonly namePattern: RegExp;
  toEntry(tool: WireTool): JsonObject;
  fromEntry(entry: JsonObject): WireTool;
  /** Entries -> the `tools` array; identity unless the provider groups them. */
  wrap?(entries: JsonObject[]): JsonValue[];
  /** The `tools` array -> entries; inverse of `wrap`. */
  unwrap?(tools: JsonValue[]): JsonValue[];
  /** The Entry summary's lines -> the provider's system slot, as a body fragment; called only with lines. */
  toSystem(lines: readonly string[]): JsonObject;
  /** The summary's lines from a body whose `systemKey` is present. */
  fromSystem(body: JsonObject): string[];
  /** The body key that holds the system slot. */
  readonly systemKey: string;
}

/** Own property `key` of `o`, or undefined; never an inherited one. */
export function field(o: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

/** Narrows to a JSON object or throws a WireDecodeError naming `where`. */
export function asObject(value: JsonValue | undefined, where: string): JsonObject {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    throw new WireDecodeError(`${where}: expected an object`);
  }
  return value;
}

/** Narrows to an array or throws a WireDecodeError naming `where`. */
export function asArray(value: JsonValue | undefined, where: string): JsonValue[] {
  if (!Array.isArray(value)) throw new WireDecodeError(`${where}: expected an array`);
  return value;
}

/** Narrows to a string or throws a WireDecodeError naming `where`. */
export function asString(value: JsonValue | undefined, where: string): string {
  if (typeof value !== 'string') throw new WireDecodeError(`${where}: expected a string`);
  return value;
}

/** Reads `{ name, description, [schemaKey] }` from one entry object, all required. */
export function readTool(o: JsonObject, schemaKey: string, where: string): WireTool {
  return {
    name: asString(field(o, 'name'), `${where}.name`),
    description: asString(field(o, 'description'), `${where}.description`),
    schema: asObject(field(o, schemaKey), `${where}.${schemaKey}`),
  };
}

/**
 * A wire whose body is parsed from `bytes` on first read (then kept): the body shares nothing with the encoder's
 * input or with any other wire, and equals what was sent. `body` is an enumerable own getter, so spreads, JSON and
 * structured clones see it as data.
 */
export function wireFromBytes(provider: Provider, bytes: string, names: Record<string, string>): WireRequest {
  let body: JsonObject | undefined;
  return {
    provider,
    get body(): JsonObject {
      body ??= JSON.parse(bytes) as JsonObject;
      return body;
    },
    names,
    bytes,
  };
}

/** Builds a full WireEncoder from the provider-specific entry format. */
export function defineEncoder<P extends Provider>(spec: EncoderSpec<P>): WireEncoder & { readonly provider: P } {
  const wrap = spec.wrap ?? ((entries: JsonObject[]): JsonValue[] => entries);
  const unwrap = spec.unwrap ?? ((tools: JsonValue[]): JsonValue[] => tools);
  return {
    provider: spec.provider,
    namePattern: spec.namePattern,
    encode(tools: readonly ToolDescriptor[], summary: readonly string[] = []): WireRequest {
      const map = createNameMap(
        tools.map((tool) => tool.name),
        SAFE_NAME_RULES,
      );
      const entries = tools.map((tool) => {
        const name = map.toWire(tool.name);
        // The safe alphabet fits every provider; checked anyway because one bad name fails the whole request.
        if (!spec.namePattern.test(name)) throw new Error(`${spec.provider} rejects tool name ${JSON.stringify(name)}`);
        // No copy: the entries only live until they are serialized below, and the wire keeps bytes, not them.
        return spec.toEntry({ name, description: tool.description, schema: tool.inputSchema });
      });
      // OpenAI rejects `tools: []`, so an empty surface omits the field for every provider.
      const body: JsonObject = entries.length > 0 ? { tools: wrap(entries) } : {};
      // Like tools, no summary means no system slot.
      if (summary.length > 0) Object.assign(body, spec.toSystem([...summary]));
      return wireFromBytes(spec.provider, JSON.stringify(body), map.toRecord());
    },
    decode(wire: WireRequest): ToolDescriptor[] {
      if (wire.provider !== spec.provider) {
        throw new WireDecodeError(`a ${wire.provider} wire given to the ${spec.provider} decoder`);
      }
      const body = asObject(wire.body, 'body');
      const tools = field(body, 'tools') === undefined ? [] : unwrap(asArray(field(body, 'tools'), 'body.tools'));
      return tools.map((entry, i) => {
        const tool = spec.fromEntry(asObject(entry, `tools[${i}]`));
        const logical = Object.hasOwn(wire.names, tool.name) ? wire.names[tool.name] : undefined;
        if (typeof logical !== 'string')
          throw new WireDecodeError(`tools[${i}]: unknown wire name ${JSON.stringify(tool.name)}`);
        return { name: logical, description: tool.description, inputSchema: cloneJson(tool.schema) };
      });
    },
    decodeSummary(wire: WireRequest): string[] {
      if (wire.provider !== spec.provider) {
        throw new WireDecodeError(`a ${wire.provider} wire given to the ${spec.provider} decoder`);
      }
      const body = asObject(wire.body, 'body');
      return field(body, spec.systemKey) === undefined ? [] : spec.fromSystem(body);
    },
  };
}
