import { definePortFault } from './_internals/define-port-fault.js';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export const revalidationNotAwaited = definePortFault({
  id: 'revalidation-not-awaited',
  title: 'owners whose revalidation answers later are taken to change nothing',
  bug: 'the runtime reads the owners’ revalidation as a value: an answer that comes as a promise (an owner behind I/O) is dropped, so a capability the owners withdrew mid-flight is still dispatched',
  origin: 'careless',
  port: 'revalidate',
  misuse: (ports) => {
    const revalidate = ports.revalidate;
    if (revalidate === undefined) return ports;
    return {
      ...ports,
      revalidate: (facts) => {
        const answer = revalidate(facts);
        return isThenable(answer) ? facts : answer;
      },
    };
  },
});
