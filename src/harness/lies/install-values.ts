import { jsonStep } from '../json-path.js';
import { defineOwn } from './install-prototype.js';
import {
  addedKey,
  containersUnder,
  containerSpot,
  digits,
  isRecord,
  keyAt,
  keyPath,
  arraySpot,
  listSpot,
  objectSpot,
  toolSpot,
  type Container,
  type Spot,
  type LieContext,
  type Rec,
} from './spots.js';

/** A key holding a number or null somewhere in the tool list. */
interface Slot {
  readonly holder: Container;
  readonly key: string;
  readonly path: string;
}

function numericSlots(tools: readonly unknown[]): (Slot & { value: unknown })[] {
  const spots = tools.flatMap((tool, index) =>
    isRecord(tool)
      ? containersUnder({ value: tool, parent: tools as unknown[], key: index, path: jsonStep('$', index) })
      : [],
  );
  return spots.flatMap((spot) =>
    Object.entries(spot.value)
      .filter(([, value]) => typeof value === 'number' || value === null)
      .map(([key, value]) => ({ holder: spot.value, key, path: keyPath(spot, key), value })),
  );
}

/**
 * Where a non-JSON number goes: preferably over a value that JSON would make equal to it (so a
 * JSON-minded check is fooled), else over any number, else into a new key of the targeted tool.
 */
function numberSlot({ request, lie }: LieContext, prefer: (value: unknown) => boolean): Slot {
  const slots = numericSlots(request.tools);
  const preferred = slots.filter((s) => prefer(s.value));
  const pool = preferred.length > 0 ? preferred : slots.filter((s) => typeof s.value === 'number');
  const found = pool[lie.target % Math.max(1, pool.length)];
  if (found !== undefined) return found;
  const tool = toolSpot(request, lie.target);
  const schema = (tool.value as Rec)['inputSchema'];
  const holder = isRecord(schema) ? schema : tool.value;
  return {
    holder,
    key: 'x-lie-number',
    path: jsonStep(isRecord(schema) ? jsonStep(tool.path, 'inputSchema') : tool.path, 'x-lie-number'),
  };
}

function putNumber(context: LieContext, value: number | bigint, prefer: (value: unknown) => boolean): void {
  const slot = numberSlot(context, prefer);
  defineOwn(slot.holder, slot.key, value);
  context.probe.lieAt = slot.path;
}

/** NaN, preferably where the honest value is null (JSON writes NaN as null). */
export const nan = (context: LieContext): void => putNumber(context, Number.NaN, (v) => v === null);
/** ±Infinity (by pick), preferably over a null, as with NaN. */
export const infinity = (context: LieContext): void =>
  putNumber(
    context,
    context.lie.pick % 2 === 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY,
    (v) => v === null,
  );
/** -0, preferably over an honest 0: equal under `===` and in JSON text. */
export const negativeZero = (context: LieContext): void => putNumber(context, -0, (v) => Object.is(v, 0));

/** A BigInt over an integer of equal value where there is one. */
export function bigint(context: LieContext): void {
  const slot = numberSlot(context, (v) => Number.isSafeInteger(v));
  const old = (slot.holder as Rec)[slot.key];
  defineOwn(slot.holder, slot.key, typeof old === 'number' && Number.isSafeInteger(old) ? BigInt(old) : 0n);
  context.probe.lieAt = slot.path;
}

/** Replaces an existing field (or adds one) with a value made by `make` from the honest one. */
function replaceField({ request, lie, probe }: LieContext, make: (honest: unknown) => unknown): void {
  const [variant = 0, keyPick = 0, where = 0] = digits(lie.pick, 2, 8);
  const spot = containerSpot(request, lie.target, where);
  const existing = variant === 0 && Object.keys(spot.value).length > 0;
  const key = existing ? keyAt(spot.value, keyPick, 'description') : addedKey('lie', keyPick);
  defineOwn(spot.value, key, make((spot.value as Rec)[key]));
  probe.lieAt = keyPath(spot, key);
}

/**
 * `undefined` in a field or a new key (JSON drops the key) or, one draw in three, a field renamed with its value
 * lost, as a rename that reads after it deletes does (`delete o[k]; o[k2] = o[k]`): the key count is kept, and JSON
 * drops the field.
 */
export function undefinedValue(context: LieContext): void {
  const [variant = 0, keyPick = 0, where = 0] = digits(context.lie.pick, 3, 8);
  if (variant !== 2) {
    replaceField(context, () => undefined);
    return;
  }
  const spot = objectSpot(context.request, context.lie.target, where);
  const holder = spot.value as Rec;
  delete holder[keyAt(holder, keyPick, 'description')];
  const renamed = addedKey('lie', keyPick);
  defineOwn(holder, renamed, undefined);
  context.probe.lieAt = keyPath(spot, renamed);
}

/** A function returning the honest value, in a field or a new key (JSON drops the key). */
export const functionValue = (context: LieContext): void => replaceField(context, (honest) => () => honest);

/** A hole at `index` beside an extra named key, so the array's own-key count still looks dense; the lie sits at the hole. */
function hiddenHole(spot: Spot, index: number, probe: LieContext['probe']): void {
  const array = spot.value as unknown[];
  if (array.length === 0) array.push('lie');
  const at = index % array.length;
  delete array[at];
  defineOwn(array, 'x', 'lie');
  probe.lieAt = keyPath(spot, at);
  probe.alsoAt.push(keyPath(spot, 'x'));
}

/**
 * A hole the key count sees (one draw in four: at the end of the tool list, in the middle or at the end of a schema
 * array, or a new sparse array) or, three in four, a hole hidden beside an extra named key, in the tool list or a
 * schema array: the own-key count looks dense, and only reading each index finds it.
 */
export function sparseArray({ request, lie, probe }: LieContext): void {
  const [variant = 0, place = 0, where = 0] = digits(lie.pick, 4, 3);
  if (variant > 0) {
    // An empty tool list gets a decoy first: the hole needs an item to hide.
    if (variant === 1) toolSpot(request, lie.target);
    const spot = variant === 1 ? listSpot(request) : arraySpot(request, lie.target, where, ['lie', 'lie']);
    hiddenHole(spot, variant === 1 ? lie.target : where, probe);
    return;
  }
  if (place === 0) {
    request.tools.length += 1;
    probe.lieAt = '$';
    return;
  }
  const tool = toolSpot(request, lie.target);
  const arrays = containersUnder(tool).filter((s) => Array.isArray(s.value));
  const spot = arrays[where % Math.max(1, arrays.length)];
  if (spot === undefined) {
    const sparse: unknown[] = [];
    sparse[1] = 'lie';
    defineOwn(tool.value, 'x-sparse', sparse);
    probe.lieAt = keyPath(tool, 'x-sparse');
    return;
  }
  const array = spot.value as unknown[];
  if (place === 1 && array.length > 0) delete array[where % array.length];
  else array.length += 1;
  probe.lieAt = spot.path;
}
