import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.2: the seal of the request stands in for the expectation it is checked against. */
export const sealAsExpectation = defineFault({
  id: 'seal-as-expectation',
  title: 'final parity compares the request with its own seal',
  bug: 'the request seal is used as the expected list, so anything changed before sealing checks against itself',
  origin: 'historic',
  historic: 2,
  parts: swapOne(
    'finalParity',
    () => (context) => strictParity({ ...context, expected: context.seal?.preparedTools ?? context.expected }),
  ),
});
