import type { JsonValue } from '../../reference/model/index.js';
import type { SeamShape } from '../early-check.js';
import type { GuardSource, SchemaConverter } from './live-fields.js';
import { currentGuard, liveFieldsConverted } from './live-fields.js';

/** What the guard reads of `processInputStep`'s arguments: the step's tools, keyed by name. */
export interface MastraInputStepArgs {
  readonly tools?: Readonly<Record<string, unknown>> | undefined;
}

/** An input processor for `new Agent({ inputProcessors: [...] })`, typed by its shape only. */
export interface MastraGuardProcessor {
  readonly id: string;
  processInputStep(args: MastraInputStepArgs): Record<string, never>;
}

export interface MastraGuardOptions {
  /**
   * At `processInputStep` Mastra holds each tool's schema under `parameters` as an AI SDK Schema object, whose
   * JSON Schema sits behind a lazy getter: the guard needs a converter, and `aiSdkSchemaJson` reads that getter
   * (the framework's own code, as its provider would).
   */
  readonly toJsonSchema: SchemaConverter;
  /** Key → admitted name where the tool record is keyed otherwise (`@mastra/mcp` keys `<server>_<tool>`). */
  readonly names?: Readonly<Record<string, string>>;
}

/** An AI SDK Schema's JSON Schema (`schema.jsonSchema`, a lazy getter); anything else is passed on as it is. */
export const aiSdkSchemaJson: SchemaConverter = (schema) =>
  typeof schema === 'object' && schema !== null && 'jsonSchema' in schema
    ? (schema as { jsonSchema: unknown }).jsonSchema
    : schema;

const KEYS = ['description', 'parameters'] as const;

/**
 * Mastra binding: an input processor whose `processInputStep` reads the step's tool record (`description`,
 * `parameters`) (list it last, after
 * every processor that may edit tools). Mastra's seam is the extension stage: its schema-compat layer rewrites
 * schemas after it, which the final check at the model's `fetch` (`guard.fetch()`) refuses or a profile declares.
 */
export function mastraGuardProcessor(guard: GuardSource, options: MastraGuardOptions): MastraGuardProcessor {
  return {
    id: 'a34-verify-guard',
    processInputStep({ tools }) {
      const record = tools ?? {};
      const keys = Object.keys(record);
      const live = keys.map((key) => {
        const d = Object.getOwnPropertyDescriptor(record, key);
        // A tool behind a getter is passed on as one, for the guard to refuse without running it.
        if (d === undefined || !('value' in d)) return Object.defineProperty({}, 'tool', d ?? { value: undefined });
        return liveFieldsConverted(d.value, KEYS, 'parameters', options.toJsonSchema, key);
      });
      const admitted = (key: string): string =>
        options.names !== undefined && Object.hasOwn(options.names, key) ? (options.names[key] as string) : key;
      const shape: SeamShape = (entry, index) => {
        const key = keys[index] ?? '';
        const out: { [k: string]: JsonValue } = { name: admitted(key) };
        out['description'] = Object.hasOwn(entry, 'description') ? (entry['description'] as JsonValue) : '';
        if (Object.hasOwn(entry, 'parameters')) out['inputSchema'] = entry['parameters'] as JsonValue;
        return out;
      };
      currentGuard(guard).check(live, shape);
      return {};
    },
  };
}
