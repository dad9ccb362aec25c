import { jsonStep } from '../json-path.js';
import { MAX_DEPTH } from '../../reference/parity/read-surface.js';
import { defineOwn } from './install-prototype.js';
import {
  addedKey,
  containersUnder,
  digits,
  isRecord,
  keyPath,
  objectSpot,
  replaceAt,
  toolSpot,
  type LieContext,
  type Rec,
  type Spot,
} from './spots.js';

/** A node points back at itself, at its tool, or at the whole list. */
export function cycle({ request, lie, probe }: LieContext): void {
  const [variant = 0, where = 0] = digits(lie.pick, 3);
  const tool = toolSpot(request, lie.target);
  const spot = objectSpot(request, lie.target, where);
  defineOwn(spot.value, 'x-cycle', [spot.value, tool.value, request.tools][variant]);
  probe.lieAt = keyPath(spot, 'x-cycle');
}

/** Makes two or more equal nodes (in one tool or across tools) one shared object: honest, not a lie. */
export function sharedReference({ request, lie, probe }: LieContext): void {
  const tools = request.tools;
  const nodes = tools.flatMap((tool, index) =>
    isRecord(tool)
      ? containersUnder({ value: tool, parent: tools, key: index, path: jsonStep('$', index) }).slice(1)
      : [],
  );
  const groups = new Map<string, Spot[]>();
  for (const node of nodes) {
    const text = JSON.stringify(node.value);
    groups.set(text, [...(groups.get(text) ?? []), node]);
  }
  const shareable = [...groups.values()].filter((group) => new Set(group.map((s) => s.value)).size > 1);
  const group = shareable[lie.pick % Math.max(1, shareable.length)];
  if (group === undefined) return;
  const [first, ...rest] = group as [Spot, ...Spot[]];
  const others = rest.filter((s) => s.value !== first.value);
  for (const spot of others.slice(0, 1 + (lie.target % others.length))) replaceAt(spot, first.value);
  probe.lieAt = first.path;
  probe.installed = true;
}

/** Where honest-but-different additions go: the targeted tool's schema properties (or what exists of them). */
function additionSpot(context: LieContext): { holder: Rec; path: string } {
  const tool = toolSpot(context.request, context.lie.target);
  const schema = (tool.value as Rec)['inputSchema'];
  if (!isRecord(schema)) return { holder: tool.value as Rec, path: tool.path };
  const properties = schema['properties'];
  const schemaPath = jsonStep(tool.path, 'inputSchema');
  return isRecord(properties)
    ? { holder: properties, path: jsonStep(schemaPath, 'properties') }
    : { holder: schema, path: schemaPath };
}

/** Entries of the huge enum: 50,000 strings of ~195 characters, about 10 MB. */
export const HUGE_ENUM_ENTRIES = 50_000;

let hugeEnum: readonly string[] | undefined;

/** A ~10 MB schema property, built in the hook (once, then reused read-only) so the lie itself stays four small fields. */
export function hugeSchema(context: LieContext): void {
  const { holder, path } = additionSpot(context);
  const key = `${addedKey('huge', context.lie.pick)}_${context.lie.pick}`;
  hugeEnum ??= Object.freeze(Array.from({ length: HUGE_ENUM_ENTRIES }, (_, i) => `${'v'.repeat(190)}${i}`));
  defineOwn(holder, key, {
    type: 'string',
    description: 'Honest JSON, but not what the owners published.',
    enum: hugeEnum,
  });
  context.probe.lieAt = jsonStep(path, key);
}

/** Nesting depths: deep but readable, past the reader's limit, and past any unguarded recursion's stack. */
export const DEEP_LEVELS = [1_000, MAX_DEPTH + 10, 100_000] as const;

// Objects and arrays alternate, so both readers' depth counts are exercised.
function nest(levels: number): Rec {
  let node: Rec | unknown[] = { type: 'string' };
  for (let i = 0; i < levels; i++) node = i % 2 === 0 ? [node] : { a: node };
  return { a: node };
}

/** A schema property nested 1,000 levels deep, deeper than the reader's limit, or deeper than a stack. */
export function deepSchema(context: LieContext): void {
  const { holder, path } = additionSpot(context);
  const [level = 0, spelling = 0] = digits(context.lie.pick, DEEP_LEVELS.length);
  const key = addedKey('deep', spelling);
  defineOwn(holder, key, nest(DEEP_LEVELS[level] ?? DEEP_LEVELS[0]));
  context.probe.lieAt = jsonStep(path, key);
}
