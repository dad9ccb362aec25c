import { z } from 'zod';
import { JsonObjectSchema } from './json.js';

/** MCP tool annotations; only the registry decides them. */
export const ToolAnnotationsSchema = z
  .object({
    title: z.string().optional(),
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .strict();

/** The logical tool descriptor: what parity compares and what the model is shown. */
export const ToolDescriptorSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    inputSchema: JsonObjectSchema,
    annotations: ToolAnnotationsSchema.optional(),
  })
  .strict();

export type ToolAnnotations = z.infer<typeof ToolAnnotationsSchema>;
export type ToolDescriptor = z.infer<typeof ToolDescriptorSchema>;
