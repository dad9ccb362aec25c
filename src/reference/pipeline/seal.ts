import { createHash } from 'node:crypto';
import type { ModelRequest, ToolDescriptor } from '../model/index.js';
import { lockstepEqual } from '../parity/lockstep-equal.js';
import { readSurface } from '../parity/read-surface.js';
import type { Baseline } from '../surface/baseline.js';

/** Execution facts about what was prepared. It records; it never authorizes. */
export interface RequestSeal {
  readonly requestId: string;
  readonly toolCount: number;
  readonly toolsDigest: string;
  readonly messagesDigest: string;
  readonly preparedTools: readonly ToolDescriptor[] | undefined;
}

const digest = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('hex');

/** Seals whose walk proved the request's list (this very array) equal to this very expectation. */
const proofs = new WeakMap<RequestSeal, { readonly list: unknown; readonly expected: Baseline }>();

/**
 * Records what the request holds when sealed. The list is read with the same lie-free walk as parity:
 * when it equals `expected`, the frozen expectation stands for it (no copy); otherwise a strict read copies it.
 */
export function sealRequest(request: ModelRequest, expected: Baseline): RequestSeal {
  // Whatever may run code (a getter or toJSON among the messages or the identity) runs before the walk, never after it.
  const requestId = request.identity.requestId;
  const messagesDigest = digest(request.messages);
  const slot = Object.getOwnPropertyDescriptor(request, 'tools');
  const list: unknown = slot !== undefined && 'value' in slot ? slot.value : undefined;
  const proven = slot !== undefined && 'value' in slot && lockstepEqual(expected, list);
  const read = proven ? undefined : readSurface(list);
  const preparedTools = proven ? expected : read?.ok ? read.tools : undefined;
  const seal: RequestSeal = {
    requestId,
    toolCount: preparedTools?.length ?? -1,
    // A plain frozen snapshot: stringifying it runs no one's code.
    toolsDigest: preparedTools ? digest(preparedTools) : 'unreadable',
    messagesDigest,
    preparedTools,
  };
  if (proven) proofs.set(seal, { list, expected });
  return seal;
}

/** True when `seal`'s own walk proved exactly `list` equal to exactly `expected`. */
export function sealProves(seal: RequestSeal, list: unknown, expected: Baseline): boolean {
  const proof = proofs.get(seal);
  return proof !== undefined && proof.list === list && proof.expected === expected;
}
