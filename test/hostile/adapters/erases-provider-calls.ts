import type { RecordingProvider } from '../../../src/reference/ports/memory-provider.js';
import { hostile } from './_base.js';

// Sends every accepted request twice, then erases the second call from the provider's record.
export const adapter = hostile('erases-provider-calls', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'dispatched') {
      await ports.provider.send(outcome.wire, input.identity);
      const calls = (ports.provider as Partial<RecordingProvider>).calls;
      calls?.splice(1);
    }
    return outcome;
  },
}));
