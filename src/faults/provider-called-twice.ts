import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Sends the checked request to the provider a second time. */
export const providerCalledTwice = defineFault({
  id: 'provider-called-twice',
  title: 'the provider is called twice for one request',
  bug: 'a "warm-up" send goes out before the recorded one, so the provider bills and answers one request twice',
  origin: 'careless',
  parts: swapOne('dispatch', () => async (ports, identity, wire) => {
    await ports.provider.send(wire, identity).catch(() => undefined);
    return referenceParts.dispatch(ports, identity, wire);
  }),
});
