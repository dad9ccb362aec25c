import { types } from 'node:util';

/** A provider-neutral function tool (`{ type: 'function', … }`), read without running a getter. */
export const isFunctionTool = (tool: unknown): boolean =>
  typeof tool === 'object' && tool !== null && Object.getOwnPropertyDescriptor(tool, 'type')?.value === 'function';

/**
 * The same tool with its own copy of the schema under `key`, so a hook that edits the schema in place edits the
 * copy and never the caller's object (which would move the caller's tool for every later turn). The tool keeps
 * its prototype and every other property. A schema that is not plain data (a zod object, a Proxy, a getter) is
 * left as it is: there is no JSON to copy, and the guard's check refuses what it cannot read.
 */
export function withOwnSchema<T>(tool: T, key: string): T {
  if (typeof tool !== 'object' || tool === null || types.isProxy(tool)) return tool;
  const d = Object.getOwnPropertyDescriptor(tool, key);
  if (d === undefined || !('value' in d) || typeof d.value !== 'object' || d.value === null) return tool;
  if (types.isProxy(d.value)) return tool;
  let copy: unknown;
  try {
    copy = structuredClone(d.value);
  } catch {
    return tool;
  }
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(tool);
  descriptors[key] = { ...d, value: copy };
  return Object.create(Object.getPrototypeOf(tool) as object | null, descriptors) as T;
}
