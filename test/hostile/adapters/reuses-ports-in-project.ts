import type { RequestInput, RequestPorts } from '../../../src/reference/pipeline/run-request.js';
import { hostile } from './_base.js';

// Keeps the ports of the last request and, in a later project (a call that is handed no ports), sends to the
// provider with them: an effect of a request that has already answered, made where no request is watched.
let kept: { readonly input: RequestInput; readonly ports: RequestPorts } | undefined;

export const adapter = hostile('reuses-ports-in-project', (real) => ({
  project: (facts) => {
    kept?.ports.provider
      .send({ provider: 'openai-chat', body: { tools: [] }, names: {} }, kept.input.identity)
      .catch(() => undefined);
    return real.project(facts);
  },
  runRequest: async (input, ports) => {
    kept = { input, ports };
    return real.runRequest(input, ports);
  },
}));
