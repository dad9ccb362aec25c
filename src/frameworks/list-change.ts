import type { JsonObject, ToolDescriptor } from '../reference/model/index.js';

/** How our MCP server changes its list mid-run: one tool's description or schema, a tool removed, a tool added. */
export type ListChangeKind = 'describe' | 'schema' | 'remove' | 'add';
export const LIST_CHANGE_KINDS: readonly ListChangeKind[] = ['describe', 'schema', 'remove', 'add'];

/** A change: its kind and which tool (taken modulo the list's length, so that shrinking keeps it valid). */
export interface ListChange {
  readonly kind: ListChangeKind;
  readonly index: number;
}

/** The list after the change, the tool concerned and where it sits (in the new list for `add`, the old one otherwise). */
export interface AppliedChange {
  readonly kind: ListChangeKind;
  readonly after: ToolDescriptor[];
  readonly tool: ToolDescriptor;
  readonly index: number;
}

export const CHANGED_SUFFIX = ' (changed after list_changed)';
export const ADDED_PROPERTY = 'a34_changed';

/** A fresh tool whose name no tool of `tools` has. */
function addedTool(tools: readonly ToolDescriptor[]): ToolDescriptor {
  let name = 'a34_added';
  while (tools.some((t) => t.name === name)) name = `${name}_`;
  return {
    name,
    description: 'a tool the server added, then announced with list_changed',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  };
}

/** Applies `change` to a non-empty list; the input list is left as it was. */
export function applyChange(tools: readonly ToolDescriptor[], change: ListChange): AppliedChange {
  const index = change.index % tools.length;
  const before = tools[index] as ToolDescriptor;
  const replaced = (t: ToolDescriptor): ToolDescriptor[] => tools.map((u, i) => (i === index ? t : u));
  switch (change.kind) {
    case 'describe': {
      const tool = { ...before, description: `${before.description}${CHANGED_SUFFIX}` };
      return { kind: change.kind, after: replaced(tool), tool, index };
    }
    case 'schema': {
      // A plain string property survives every conversion the frameworks make (OpenAPI subset, strict mode).
      const properties = (before.inputSchema['properties'] ?? {}) as JsonObject;
      const inputSchema = {
        ...before.inputSchema,
        properties: { ...properties, [ADDED_PROPERTY]: { type: 'string' } },
      };
      const tool = { ...before, inputSchema };
      return { kind: change.kind, after: replaced(tool), tool, index };
    }
    case 'remove':
      return { kind: change.kind, after: tools.filter((_, i) => i !== index), tool: before, index };
    case 'add': {
      const tool = addedTool(tools);
      return { kind: change.kind, after: [...tools, tool], tool, index: tools.length };
    }
  }
}
