import type { McpTool as Tool } from '../../../src/harvest/fixture.js';
import { ToolDescriptorSchema, type ToolAnnotations, type ToolDescriptor } from '../../../src/reference/model/index.js';

/** The MCP annotation fields a registry decides (A34-SPEC §2); anything else a server adds is dropped. */
export const ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

function annotationsOf(annotations: NonNullable<Tool['annotations']>): ToolAnnotations {
  const kept: Record<string, unknown> = {};
  for (const key of ANNOTATION_KEYS) if (annotations[key] !== undefined) kept[key] = annotations[key];
  return kept as ToolAnnotations;
}

/** JSON path of the first value JSON cannot carry exactly (zod only names the enclosing union). */
function firstNonJson(value: unknown, path: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? undefined : path;
  if (typeof value !== 'object') return path;
  for (const [key, item] of Object.entries(value)) {
    const found = firstNonJson(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The logical descriptor of a harvested MCP tool: name, description (`''` when the server gives none),
 * the input schema exactly as listed (`$schema`, nesting and all) and the annotation hints.
 * Throws, naming `where`, when the listing is not plain JSON. The result shares no object with `tool`.
 */
export function toToolDescriptor(tool: Tool, where: string = tool.name): ToolDescriptor {
  // outputSchema types results, not calls: no provider tool list carries it, so parity never sees it.
  // Top-level title, icons, execution and _meta are client UI/runtime data, not the model-visible surface.
  const candidate = {
    name: tool.name,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema,
    ...(tool.annotations === undefined ? {} : { annotations: annotationsOf(tool.annotations) }),
  };
  // Parsing copies every record and array, so the descriptor never aliases the harvested listing.
  const parsed = ToolDescriptorSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = firstNonJson(candidate, '$') ?? `$.${issue?.path.join('.') ?? ''}`;
    throw new Error(
      `toToolDescriptor: ${where} is not a JSON tool descriptor at ${at}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
