import { types } from 'node:util';
import { unreadableVerdict } from '../../parity/check.js';
import type { ParityCheck, ParityContext } from '../../pipeline/parts.js';
import { referenceParts } from '../../pipeline/reference-parts.js';
import type { A34Adapter } from '../adapter.js';
import { pipelineAdapter } from '../pipeline-adapter.js';
import { parityOf } from './fault-readers.js';

/**
 * The reference's strict parity, preceded by the guard it lacks: `request.tools` must be an own data
 * property of a non-Proxy request, read from its descriptor so no getter runs. Proposed for
 * `strictParity` in src/pipeline/reference-parts.ts.
 */
export function guardedParity(context: ParityContext): ParityCheck {
  const request: object = context.request;
  const own = types.isProxy(request) ? undefined : Object.getOwnPropertyDescriptor(request, 'tools');
  if (own === undefined || !('value' in own)) {
    return { verdict: unreadableVerdict({ ok: false, path: '$', reason: 'request.tools is not a data property (accessor, or a Proxy request)' }), snapshot: undefined };
  }
  return parityOf(context.expected, own.value);
}

/** The reference with {@link guardedParity} at both checks: what the lies properties pass on until the guard lands. */
export const guardedReferenceAdapter: A34Adapter = pipelineAdapter('reference+tools-guard', () => ({ ...referenceParts, earlyParity: guardedParity, finalParity: guardedParity }));
