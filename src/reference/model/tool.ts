import { z } from 'zod';
import { JsonObjectSchema } from './json.js';

/** MCP tool annotations; only the registry decides them. */
export const ToolAnnotationsSchema = z
  .object({
    title: z.string().exactOptional(),
    readOnlyHint: z.boolean().exactOptional(),
    destructiveHint: z.boolean().exactOptional(),
    idempotentHint: z.boolean().exactOptional(),
    openWorldHint: z.boolean().exactOptional(),
  })
  .strict();

/** The logical tool descriptor: what parity compares and what the model is shown. */
export const ToolDescriptorSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    inputSchema: JsonObjectSchema,
    annotations: ToolAnnotationsSchema.exactOptional(),
  })
  .strict();

export type ToolAnnotations = z.infer<typeof ToolAnnotationsSchema>;
export type ToolDescriptor = z.infer<typeof ToolDescriptorSchema>;
