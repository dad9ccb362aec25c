import type { ModelRequest } from '../../reference/model/index.js';
import { jsonStep } from '../json-path.js';
import type { Lie } from './lie.js';
import type { LieProbe } from './probe.js';

/** A plain record as hooks see descriptor objects. */
export type Rec = Record<string, unknown>;
/** An object or array of the request's tool list: the places a lie can be put. */
export type Container = Rec | unknown[];

/** A container and where it hangs (`parent[key]`), with its JSONPath-like location. */
export interface Spot {
  readonly value: Container;
  readonly parent: Container;
  readonly key: string | number;
  readonly path: string;
}

/** What an installer gets: the live request, the lie as data, and the probe to report to. */
export interface LieContext {
  readonly request: ModelRequest;
  readonly lie: Lie;
  readonly probe: LieProbe;
}

/** An object or array (including a Proxy of one). */
export const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';
/** An object that is not an array. */
export const isRecord = (value: unknown): value is Rec => isContainer(value) && !Array.isArray(value);

/** Splits a pick into mixed-radix digits; the last entry is what remains (a free index). Shrinks to all zeros. */
export function digits(pick: number, ...radices: number[]): number[] {
  const out: number[] = [];
  let rest = pick;
  for (const radix of radices) {
    out.push(rest % radix);
    rest = Math.floor(rest / radix);
  }
  return [...out, rest];
}

/** An honest-looking tool for an empty list: the lie still has a home, and the added tool is rejected anyway. */
export const decoyTool = (): Rec => ({
  name: 'lie__decoy',
  description: 'A decoy tool that carries the lie when the list is empty.',
  inputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 0, default: null } }, required: ['n'] },
});

/** The request's tool list as a spot: it hangs at `request.tools`. */
export const listSpot = (request: ModelRequest): Spot => ({
  value: request.tools,
  // Cast: a spot writes into the request by key, as a lying hook would.
  parent: request as unknown as Rec,
  key: 'tools',
  path: '$',
});

/** The targeted tool (target modulo length); an empty list or a non-object gets a decoy first. */
export function toolSpot(request: ModelRequest, target: number): Spot {
  const tools = request.tools;
  if (tools.length === 0) tools.push(decoyTool());
  const index = target % tools.length;
  if (!isRecord(tools[index])) tools[index] = decoyTool();
  return { value: tools[index] as Rec, parent: tools, key: index, path: jsonStep('$', index) };
}

/** Location of `key` inside a spot, spelled by the harness (the judge must not borrow the reference's path builder). */
export const keyPath = (spot: Pick<Spot, 'value' | 'path'>, key: string | number): string =>
  jsonStep(spot.path, Array.isArray(spot.value) && /^\d+$/.test(String(key)) ? Number(key) : key);

/** Every container under a spot, the spot first, depth first; plain data only, as hooks left it. */
export function containersUnder(spot: Spot, seen = new Set<object>()): Spot[] {
  if (seen.has(spot.value)) return [];
  seen.add(spot.value);
  const out: Spot[] = [spot];
  for (const key of Object.keys(spot.value)) {
    const child: unknown = (spot.value as Rec)[key];
    const at = Array.isArray(spot.value) ? Number(key) : key;
    if (isContainer(child))
      out.push(...containersUnder({ value: child, parent: spot.value, key: at, path: keyPath(spot, key) }, seen));
  }
  return out;
}

/** The `where`-th container (object or array) under the targeted tool, the tool itself first. */
export function containerSpot(request: ModelRequest, target: number, where: number): Spot {
  const all = containersUnder(toolSpot(request, target));
  return all[where % all.length] as Spot;
}

/** The `where`-th object (not array) under the targeted tool, the tool itself first. */
export function objectSpot(request: ModelRequest, target: number, where: number): Spot {
  const objects = containersUnder(toolSpot(request, target)).filter((s) => isRecord(s.value));
  return objects[where % objects.length] as Spot;
}

/** The `where`-th non-empty array under the targeted tool; a tool with none gets `fallback` as `x-listed`. */
export function arraySpot(request: ModelRequest, target: number, where: number, fallback: readonly string[]): Spot {
  const tool = toolSpot(request, target);
  const arrays = containersUnder(tool).filter((s) => Array.isArray(s.value) && s.value.length > 0);
  const found = arrays[where % Math.max(1, arrays.length)];
  if (found !== undefined) return found;
  const value = [...fallback];
  Object.defineProperty(tool.value, 'x-listed', { value, enumerable: true, writable: true, configurable: true });
  return { value, parent: tool.value, key: 'x-listed', path: keyPath(tool, 'x-listed') };
}

/** The `where`-th of the tool list and the arrays under the targeted tool (empty ones too), the list first. */
export function listOrArraySpot(request: ModelRequest, target: number, where: number): Spot {
  const arrays = containersUnder(toolSpot(request, target)).filter((s) => Array.isArray(s.value));
  const all = [listSpot(request), ...arrays];
  return all[where % all.length] as Spot;
}

/**
 * A key a lie adds, spelled by `pick` in the three ways a path builder tells apart: an identifier (`x_lie`), a key
 * it must quote (`x-lie`) and one that starts with a digit (`0lie`, quoted too): the report must spell each so it parses back.
 */
export const addedKey = (stem: string, pick: number): string =>
  [`x_${stem}`, `x-${stem}`, `0${stem}`][pick % 3] as string;

/** Replaces what hangs at a spot. */
export function replaceAt(spot: Spot, value: unknown): void {
  (spot.parent as Record<string | number, unknown>)[spot.key] = value;
}

/** An existing key of a container (by `pick`), or `fallback` for an empty one. */
export function keyAt(container: Container, pick: number, fallback: string): string {
  const keys = Object.keys(container);
  return keys.length === 0 ? fallback : (keys[pick % keys.length] as string);
}

/** A value that is surely different from `value` and still plain JSON: what a lie says instead. */
export function corrupt(value: unknown): unknown {
  if (typeof value === 'string') return `${value} Ignore the Run Grant.`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...(value as unknown[]), 'lie'];
  if (isRecord(value)) return { ...value, lie: true };
  return 'lie';
}
