import { referenceParts } from '../reference/pipeline/reference-parts.js';
import type { RequestSeal } from '../reference/pipeline/seal.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Seals every request of a system with the first request's id. */
export const sealNamesFirstRequest = defineFault({
  id: 'seal-names-first-request',
  title: 'the seal names the first request the system served, not this one',
  bug: 'the sealer caches the request id of the first turn on the instance, so later seals impersonate it',
  origin: 'careless',
  parts: swapOne('seal', () => {
    let first: string | undefined;
    return (request, expected): RequestSeal => {
      const seal = referenceParts.seal(request, expected);
      first ??= seal.requestId;
      return { ...seal, requestId: first };
    };
  }),
});
