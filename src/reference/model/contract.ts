import { z } from 'zod';
import { ToolDescriptorSchema } from './tool.js';

/** `mcp`: canonical business tool; `synthetic`: gateway tool; `native`: runtime control. */
export const ToolOriginSchema = z.enum(['mcp', 'synthetic', 'native']);

/** One row of the unified tool contract: what a tool means, not who may see it. */
export const ContractEntrySchema = z
  .object({
    toolName: z.string(),
    capability: z.string().min(1),
    action: z.string().min(1),
    origin: ToolOriginSchema,
  })
  .strict();

/** Native runtime controls are not listed by any MCP server; the contract carries their descriptor. */
export const NativeControlSchema = z
  .object({
    descriptor: ToolDescriptorSchema,
    capability: z.string().min(1),
  })
  .strict();

export type ToolOrigin = z.infer<typeof ToolOriginSchema>;
export type ContractEntry = z.infer<typeof ContractEntrySchema>;
export type NativeControl = z.infer<typeof NativeControlSchema>;

/** The readback control: admitted only through the stage resources' context-fitting entry. */
export const READBACK_TOOL = 'read_tool_result';
