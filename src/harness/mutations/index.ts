import type { MutationKind, Mutation } from '../scenario.js';
import { add } from './add.js';
import { alias, identity } from './aliasing-identity.js';
import { remove, reorder } from './delete-reorder.js';
import { describe } from './describe.js';
import { rename } from './rename.js';
import { replaceSchema, schemaInPlace } from './schema.js';
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

/** Applies one adversarial hook mutation to a request's tool list (in place on the list). */
export function applyMutation(tools: unknown[], m: Mutation, world: MutationWorld): void {
  APPLY[m.kind](tools, m, world);
}
