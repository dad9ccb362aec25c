import fc from 'fast-check';
import type { ToolDescriptor } from '../src/reference/model/index.js';
import { jsonSchema, type JsonSchemaOptions } from './json-schema.js';
import { toolAnnotations } from './tool-annotations.js';
import { toolDescription } from './tool-description.js';
import { toolName } from './tool-name.js';

export interface ToolDescriptorOptions {
  /** Bounds of the input schema. */
  readonly schema?: JsonSchemaOptions;
  /** Name arbitrary to use instead of `toolName()`, e.g. only valid names. */
  readonly name?: fc.Arbitrary<string>;
}

/** A registry tool descriptor: name, description, input schema and, most of the time, annotations. */
export function toolDescriptor(options: ToolDescriptorOptions = {}): fc.Arbitrary<ToolDescriptor> {
  return fc.record(
    {
      name: options.name ?? toolName(),
      description: toolDescription(),
      inputSchema: jsonSchema(options.schema),
      annotations: toolAnnotations(),
    },
    { requiredKeys: ['name', 'description', 'inputSchema'], noNullPrototype: true },
  );
}
