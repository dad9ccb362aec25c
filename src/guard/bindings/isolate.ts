import { types } from 'node:util';

/** A provider-neutral function tool (`{ type: 'function', … }`), read without running a getter. */
export const isFunctionTool = (tool: unknown): boolean =>
  typeof tool === 'object' && tool !== null && Object.getOwnPropertyDescriptor(tool, 'type')?.value === 'function';

/**
 * The schema under `key` of a tool and a copy of it, or undefined when there is nothing to copy: a schema that
 * is not a plain object (a zod object, a Proxy, a getter) has no JSON to copy, and the guard's check refuses what it
 * cannot read.
 */
function ownSchemaCopy(tool: unknown, key: string): { descriptor: PropertyDescriptor; copy: unknown } | undefined {
  if (typeof tool !== 'object' || tool === null || types.isProxy(tool)) return undefined;
  const d = Object.getOwnPropertyDescriptor(tool, key);
  if (d === undefined || !('value' in d) || typeof d.value !== 'object' || d.value === null) return undefined;
  if (types.isProxy(d.value)) return undefined;
  // JSON Schema is a plain object. A class instance (a zod 4 schema) may clone without throwing, into a plain
  // `{ def, type }` that is no schema any more: the framework would convert and send that copy.
  const proto: unknown = Object.getPrototypeOf(d.value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  try {
    return { descriptor: d, copy: structuredClone(d.value) };
  } catch {
    return undefined;
  }
}

/**
 * The same tool with its own copy of the schema under `key`, so a hook that edits the schema in place edits the
 * copy and never the caller's object (which would move the caller's tool for every later turn). The tool keeps
 * its prototype and every other property.
 */
export function withOwnSchema<T>(tool: T, key: string): T {
  const own = ownSchemaCopy(tool, key);
  if (own === undefined) return tool;
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(tool);
  descriptors[key] = { ...own.descriptor, value: own.copy };
  return Object.create(Object.getPrototypeOf(tool) as object | null, descriptors) as T;
}

// Tools whose schema is lent out: the caller's descriptor and how many calls hold the copy now.
const lent = new WeakMap<object, { readonly original: PropertyDescriptor; holders: number }>();

/**
 * For a framework that insists on its own tool instances (LangChain's agent refuses a copy of a tool): the
 * same instance holds a copy of its schema until `giveBack`, then the caller's object again. Calls that
 * overlap share one copy; the caller's object is back once the last of them returns. Returns whether it lent.
 */
export function lendOwnSchema(tool: unknown, key: string): boolean {
  if (typeof tool !== 'object' || tool === null) return false;
  const held = lent.get(tool);
  if (held !== undefined) {
    held.holders++;
    return true;
  }
  const own = ownSchemaCopy(tool, key);
  if (own === undefined || own.descriptor.configurable !== true) return false;
  lent.set(tool, { original: own.descriptor, holders: 1 });
  Object.defineProperty(tool, key, { ...own.descriptor, value: own.copy });
  return true;
}

/** Ends one call's loan of `lendOwnSchema`: the last holder puts the caller's schema object back. */
export function giveBackSchema(tool: object, key: string): void {
  const held = lent.get(tool);
  if (held === undefined || --held.holders > 0) return;
  lent.delete(tool);
  Object.defineProperty(tool, key, held.original);
}
