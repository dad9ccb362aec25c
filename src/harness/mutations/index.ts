import type { ModelRequest } from '../../reference/model/index.js';
import type { MutationKind, Mutation, SummaryKind } from '../scenario.js';
import { add } from './add.js';
import { alias, identity } from './aliasing-identity.js';
import { NOT_A_LIST, remove, reorder } from './delete-reorder.js';
import { describe } from './describe.js';
import { rename } from './rename.js';
import { replaceSchema, schemaInPlace } from './schema.js';
import { SUMMARY_APPLY } from './summary.js';
import type { MutationWorld } from './tool-access.js';

export type { MutationWorld } from './tool-access.js';

const APPLY: Record<MutationKind, (tools: unknown[], m: Mutation, world: MutationWorld) => void> = {
  add,
  delete: remove,
  rename,
  reorder,
  describe,
  schema: replaceSchema,
  'schema-in-place': schemaInPlace,
  aliasing: alias,
  identity,
};

/**
 * Applies one adversarial hook mutation, in place, to the list it targets: a request's tool list, or (`on:
 * 'summary'`) its Entry summary's lines. A kind with no meaning for lines changes nothing there.
 */
export function applyMutation(list: unknown[], m: Mutation, world: MutationWorld): void {
  if (m.on === 'summary') SUMMARY_APPLY[m.kind as SummaryKind]?.(list, m);
  else APPLY[m.kind](list, m, world);
}

/**
 * Applies `m` to the list a request holds and returns what it holds afterwards: the same list changed in place;
 * for `delete`/`list-not-a-list`, a JSON value that is no list at all; for `delete`/`key-removed` (the summary),
 * undefined: no summary. Anything but a list is left alone.
 */
export function applyMutationTo(list: unknown, m: Mutation, world: MutationWorld): unknown {
  if (m.kind === 'delete' && m.variant === 'list-not-a-list')
    return structuredClone(NOT_A_LIST[m.pick % NOT_A_LIST.length]);
  if (m.kind === 'delete' && m.variant === 'key-removed') return undefined;
  if (Array.isArray(list)) applyMutation(list, m, world);
  return list;
}

/** What a hook that makes mutation `m` does to `request`: the list it strikes changed, replaced or removed. */
export function applyToRequest(request: ModelRequest, m: Mutation, world: MutationWorld): void {
  // An absent summary is an empty one: a hook that adds lines creates it. Whatever else the slot holds
  // (a list, or no list after an earlier hook) is what the mutation meets.
  if (m.on === 'summary' && request.entrySummary === undefined) request.entrySummary = [];
  const slot: unknown = m.on === 'summary' ? request.entrySummary : request.tools;
  const held = applyMutationTo(slot, m, world);
  if (held === slot) return;
  // Casts: a hostile hook may leave anything in the slot; parity must meet it as it is.
  if (m.on !== 'summary') request.tools = held as ModelRequest['tools'];
  else if (held === undefined) delete request.entrySummary;
  else request.entrySummary = held as unknown[];
}
