import type { Mutation } from '../scenario.js';
import { asRecord, targetIndex, type ToolRecord } from './tool-access.js';

/** In-place writes to the request's own descriptor objects: harmless only if nothing else shares them. */
export function alias(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (tool === undefined) return;
  if (m.variant === 'annotations') {
    const annotations = asRecord(tool['annotations']);
    if (annotations) annotations['readOnlyHint'] = annotations['readOnlyHint'] !== true;
    else tool['annotations'] = { readOnlyHint: false };
  } else if (m.variant === 'schema-root') {
    const schema = asRecord(tool['inputSchema']);
    if (schema) schema['x-aliased'] = true;
  } else {
    tool['description'] = `${String(tool['description'])} [aliased]`;
  }
}

/** An equal copy with every object's keys in reverse order: the honest reordering parity must accept. */
export function reverseKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeysDeep);
  const record = asRecord(value);
  if (record === undefined) return value;
  const out: ToolRecord = {};
  for (const key of Object.keys(record).reverse())
    Object.defineProperty(out, key, {
      value: reverseKeysDeep(record[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** Changes that keep the logical surface equal: they must be accepted. */
export function identity(tools: unknown[], m: Mutation): void {
  if (m.variant === 'deep-copy') {
    tools.splice(0, tools.length, ...structuredClone(tools));
    return;
  }
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (index === undefined || tool === undefined) return;
  if (m.variant === 'reorder-keys') tools[index] = reverseKeysDeep(tool);
  else tools[index] = { ...tool, name: `${String(tool['name'])}`, description: `${String(tool['description'])}` };
}
