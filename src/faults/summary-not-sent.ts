import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** The original gap of issue 18: the summary is computed and checked but never encoded for the provider. */
export const summaryNotSent = defineFault({
  id: 'summary-not-sent',
  title: 'the Entry summary never reaches the provider',
  bug: 'the summary stays in request metadata: the wire carries the tools only, so the model is never told its permissions',
  origin: 'careless',
  parts: swapOne('encoder', () => ({
    ...referenceParts.encoder,
    encode: (tools) => referenceParts.encoder.encode(tools),
  })),
});
