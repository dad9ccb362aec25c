import { z } from 'zod';

// The fields of an MCP `Tool` a fixture keeps; loose, so a newer server's extra fields survive a round trip.
// Own schema rather than the SDK's, so reading committed fixtures never needs the optional MCP SDK installed.
const AnnotationsSchema = z.looseObject({
  title: z.string().optional(),
  readOnlyHint: z.boolean().optional(),
  destructiveHint: z.boolean().optional(),
  idempotentHint: z.boolean().optional(),
  openWorldHint: z.boolean().optional(),
});

const JsonObjectSchema = z.custom<object>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'expected a JSON object',
);

/** One tool as `tools/list` returned it (MCP 2025-06-18 shape, unknown fields kept). */
export const McpToolSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: z.looseObject({
    type: z.literal('object'),
    properties: z.record(z.string(), JsonObjectSchema).optional(),
    required: z.array(z.string()).optional(),
  }),
  outputSchema: z.looseObject({ type: z.literal('object') }).optional(),
  annotations: AnnotationsSchema.optional(),
});

/** One harvested MCP tool. */
export type McpTool = z.infer<typeof McpToolSchema>;

/** What one harvest of one server produced. */
export interface HarvestedServer {
  /** Fixture label. */
  readonly server: string;
  /** npm package name (or the server's self-reported serverInfo.name for ad-hoc commands). */
  readonly package: string;
  readonly version: string;
  /** The final tool list, in the server's order, every page followed. */
  readonly tools: McpTool[];
  /** Whether `notifications/tools/list_changed` arrived during the session. */
  readonly listChangedSeen: boolean;
  /** Tool count of the first complete listing; differs from `tools.length` only if the list changed. */
  readonly initialToolCount: number;
}
