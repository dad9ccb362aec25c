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
   * Mastra keeps every tool's `inputSchema` as a Standard Schema object (methods, no plain JSON), so the guard
   * needs a converter: `standardJsonSchema` runs the schema's own `~standard.jsonSchema.input`.
   */
  readonly toJsonSchema: SchemaConverter;
  /** Key → admitted name where the tool record is keyed otherwise (`@mastra/mcp` keys `<server>_<tool>`). */
  readonly names?: Readonly<Record<string, string>>;
}

/** Standard JSON Schema (`~standard.jsonSchema.input`), the converter Mastra's own tools carry. */
export const standardJsonSchema: SchemaConverter = (schema) => {
  const standard = (schema as { '~standard'?: { jsonSchema?: { input?: (o: { target: string }) => unknown } } })?.[
    '~standard'
  ];
  const input = standard?.jsonSchema?.input;
  if (typeof input !== 'function') return schema;
  return input({ target: 'draft-2020-12' });
};

const KEYS = ['description', 'inputSchema'] as const;

/**
 * Mastra binding: an input processor whose `processInputStep` reads the step's tool record (list it last, after
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
        return liveFieldsConverted(d.value, KEYS, 'inputSchema', options.toJsonSchema, key);
      });
      const admitted = (key: string): string =>
        options.names !== undefined && Object.hasOwn(options.names, key) ? (options.names[key] as string) : key;
      const shape: SeamShape = (entry, index) => {
        const key = keys[index] ?? '';
        const out: { [k: string]: JsonValue } = { name: admitted(key) };
        out['description'] = Object.hasOwn(entry, 'description') ? (entry['description'] as JsonValue) : '';
        if (Object.hasOwn(entry, 'inputSchema')) out['inputSchema'] = entry['inputSchema'] as JsonValue;
        return out;
      };
      currentGuard(guard).check(live, shape);
      return {};
    },
  };
}
